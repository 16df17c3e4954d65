import Testing
@testable import PadKit

/// iOS 26 shows the status bar in landscape on the iPhones with the 62-pt and 68-pt housings;
/// iOS 18's answers and the other iPhones' do not change.
struct LandscapeInsets26Tests {
    static let modern: [(String, EdgeInsets)] = [
        ("iphone-16-pro", EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        ("iphone-16-pro-max", EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        ("iphone-17", EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        ("iphone-17-pro", EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        ("iphone-17-pro-max", EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        ("iphone-air", EdgeInsets(top: 20, left: 68, bottom: 29, right: 68)),
    ]

    @Test(
        "the 62- and 68-pt housings on 26 and 27 in both landscape orientations", arguments: modern,
        [OSVersion(26), OSVersion(26, 2), OSVersion(27)])
    func modernLandscape(entry: (String, EdgeInsets), os: OSVersion) throws {
        for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            let placement = try Placement(device: Device.named(entry.0), orientation: orientation, mode: .full)
            #expect(placement.safeArea(os: os).insets == entry.1)
        }
        let portrait = try Placement(device: Device.named(entry.0), orientation: .portrait, mode: .full)
        #expect(portrait.safeArea(os: os).insets.top == entry.1.left, "portrait keeps the housing on top")
    }

    @Test("the 16 Pro on iOS 18 keeps the hidden status bar")
    func ios18() throws {
        let placement = try Placement(device: Device.named("iphone-16-pro"), orientation: .landscapeLeft, mode: .full)
        #expect(placement.safeArea(os: OSVersion(18)).insets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    }

    @Test(
        "other iPhones keep their landscape insets on 26",
        arguments: Device.all.filter {
            $0.family == .iPhone
                && !["iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air"].contains($0.id)
        })
    func others(device: Device) throws {
        let placement = try Placement(device: device, orientation: .landscapeRight, mode: .full)
        #expect(placement.safeArea(os: OSVersion(26)).insets == placement.safeArea(os: OSVersion(18)).insets)
        #expect(placement.safeArea(os: OSVersion(26)).insets.top == 0)
    }
}
