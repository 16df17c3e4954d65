import Foundation
@testable import PadKitApps
import Testing

/// The portrait status bar Interface Builder shows on a notched iPhone changed with Xcode 14
/// (plug-in 21000): 44 before it on `retina6_1`, `retina6_0`, `retina6_7` and `retina5_9`, then
/// 48, 47, 47 and 50 (the 375 x 812 device became the iPhone 12 and 13 mini).
struct DesignDeviceTopInsetTests {
    @Test(
        "a notched iPhone's top inset as the Interface Builder that saved the file shows it",
        arguments: [
            ("retina6_1", 20020, 44.0), ("retina6_1", 21505, 48), ("retina6_0", 19519, 44), ("retina6_0", 21505, 47),
            ("retina6_7", 17505, 44), ("retina6_7", 24504, 47), ("retina6_12", 19519, 59), ("retina5_9", 20020, 44),
            ("retina5_9", 23506, 50),
        ])
    func topInset(device id: String, toolsVersion: Int, top: Double) throws {
        let device = try #require(DesignDevice.named(id))
        #expect(device.safeArea(orientation: "portrait", statusBarHidden: false, toolsVersion: toolsVersion).top == top)
        #expect(device.safeArea(orientation: "landscape", statusBarHidden: false, toolsVersion: toolsVersion).top == 0)
    }
}
