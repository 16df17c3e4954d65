import Foundation
import PadKitApps
import Testing

/// Interface Builder 10.2 to 14.1 (plug-in 14800 to below 21600) shows every device whose status
/// bar is 20 pt without one, the iPads with a Home button as the iPhones: Code App's iPad launch
/// screen (`ipad9_7`, 18093) has its views pinned to the safe area's top at 0.
@Suite("The status bar as designed, by Interface Builder's version")
struct DesignedStatusBarByVersionTests {
    @Test(
        "a 20-pt status bar is left out by Interface Builder 10.2 to 14.1, on iPads with a Home button too",
        arguments: [
            ("ipad9_7", "18093", 0.0), ("ipad9_7", "14490", 20), ("ipad9_7", "22685", 20), ("retina4_7", "18093", 0),
            ("retina4_7", "22685", 20), ("ipad12_9rounded", "18093", 24),
        ])
    func top(device: String, plugIn: String, top: Double) throws {
        let size: (Double, Double) = device.hasPrefix("ipad12_9") ? (1024, 1366) : device.hasPrefix("ipad") ? (768, 1024) : (375, 667)
        let frames = try ScreenReaderTests.designedFrames(
            DoubledSafeAreaTests.storyboard(device: device, plugIn: plugIn, rootWidth: size.0, rootHeight: size.1))
        // The box is pinned 16 pt below the safe area's top.
        #expect(frames["Box"].map { Double($0.minY) } == top + 16)
    }
}
