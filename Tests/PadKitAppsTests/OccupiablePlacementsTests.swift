import PadKit
import PadKitApps
import Testing

/// Which placements an app can occupy, from its Info.plist.
@Suite("Placements an app can occupy")
struct OccupiablePlacementsTests {
    static let iPads = Device.all.filter { $0.family == .iPad }
    static let iPhones = Device.all.filter { $0.family == .iPhone }

    @Test("a multitasking app gets every window of every iPad", arguments: iPads)
    func multitasking(device: Device) {
        let (placements, notes) = AppInfoPlist(values: InfoPlist(deviceFamily: [1, 2])).occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(18))
        #expect(placements.map(\.placement) == Placement.fixedPlacements(for: device) && notes.isEmpty)
        let windowed = AppInfoPlist(values: InfoPlist(deviceFamily: [1, 2])).occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(26, 1))
        #expect(windowed.placements == WindowingSystem.placements(for: device, osVersion: OSVersion(26, 1)))
    }

    @Test("UIRequiresFullScreen: only full-screen windows, and the output says why", arguments: iPads)
    func fullScreenOnly(device: Device) {
        let plist = AppInfoPlist(values: InfoPlist(requiresFullScreen: true, deviceFamily: [2]))
        let (placements, notes) = plist.occupiablePlacements(on: device, appName: "A")
        #expect(!placements.isEmpty && placements.allSatisfy { $0.placement.mode == .full })
        #expect(notes == ["A has no Split View or Slide Over windows on iPad: it requires full screen (UIRequiresFullScreen)."])
    }

    @Test("not all four orientations on iPad: out of multitasking", arguments: iPads)
    func someOrientations(device: Device) {
        let plist = AppInfoPlist(values: InfoPlist(supportedInterfaceOrientationsPad: [.portrait, .landscapeLeft, .landscapeRight]))
        let (placements, notes) = plist.occupiablePlacements(on: device, appName: "A")
        #expect(placements.allSatisfy { $0.placement.mode == .full } && notes.count == 1 && notes[0].contains("UISupportedInterfaceOrientations~ipad"))
    }

    @Test("an iPad-only app does not install on iPhone", arguments: iPhones)
    func iPadOnly(device: Device) {
        let (placements, notes) = AppInfoPlist(values: InfoPlist(deviceFamily: [2])).occupiablePlacements(on: device, appName: "A")
        #expect(placements.isEmpty && notes == ["A is an iPad-only app (UIDeviceFamily [2]): it does not install on iPhone."])
    }

    @Test("a full-screen app that allows only landscape is never in portrait", arguments: iPads + iPhones)
    func landscapeOnly(device: Device) {
        let plist = AppInfoPlist(values: InfoPlist(supportedInterfaceOrientations: .landscape, requiresFullScreen: true))
        let (placements, _) = plist.occupiablePlacements(on: device, appName: "A")
        #expect(!placements.isEmpty && placements.allSatisfy { $0.placement.isLandscape && $0.placement.mode == .full })
    }
}
