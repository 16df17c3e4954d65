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
        let (placements, notes) = AppInfoPlist(values: InfoPlist(deviceFamily: [1, 2])).occupiablePlacements(
            on: device, appName: "A", osVersion: OSVersion(18))
        #expect(placements.map(\.placement) == Placement.fixedPlacements(for: device) && notes.isEmpty)
        let windowed = AppInfoPlist(values: InfoPlist(deviceFamily: [1, 2])).occupiablePlacements(
            on: device, appName: "A", osVersion: OSVersion(26, 1))
        #expect(windowed.placements == WindowingSystem.placements(for: device, osVersion: OSVersion(26, 1)))
    }

    /// Issue 37 item 7: WWDC26 "Modernize your UIKit app" ("now honored on iPhone in resizable
    /// environments"), expo/expo#48175 ("it applies to iPhone as well").
    @Test(
        "an iPhone-only app with UIRequiresFullScreen on iPadOS 27: every iPad window, resized discretely, in its iPhone orientations",
        arguments: iPads.filter { OSRelease.resizableIPhoneApps.isIncluded(in: $0.newestOSVersion) })
    func iPhoneAppRequiresFullScreen(device: Device) {
        let values = InfoPlist(supportedInterfaceOrientations: .portrait, requiresFullScreen: true, deviceFamily: [1])
        let (placements, notes) = AppInfoPlist(values: values).occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(27))
        #expect(!placements.isEmpty)
        #expect(placements.allSatisfy { $0.resizing == .discrete && $0.placement.hostsIPhoneApp && !$0.placement.isLandscape })
        #expect(notes.count == 2 && notes[1].contains("resizing discrete"))
        // Without the key: live resizing, both orientations; on iPadOS 26 the compatibility window as before.
        let live = AppInfoPlist(values: InfoPlist(supportedInterfaceOrientations: .portrait, deviceFamily: [1]))
            .occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(27))
        #expect(live.placements.allSatisfy { $0.resizing == nil } && live.placements.contains { $0.placement.isLandscape })
        let on26 = AppInfoPlist(values: values).occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(26))
        #expect(on26.placements.allSatisfy { $0.placement.mode.isIPhoneCompatibility && $0.resizing == nil })
    }

    @Test("UIRequiresFullScreen up to iPadOS 18: only full-screen windows, and the output says why", arguments: iPads)
    func fullScreenOnly(device: Device) {
        let plist = AppInfoPlist(values: InfoPlist(requiresFullScreen: true, deviceFamily: [2]))
        let (placements, notes) = plist.occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(18))
        #expect(!placements.isEmpty && placements.allSatisfy { $0.placement.mode == .full && $0.resizing == nil })
        #expect(notes == ["A has no Split View or Slide Over windows on iPad: it requires full screen (UIRequiresFullScreen)."])
    }

    @Test(
        "UIRequiresFullScreen on iPadOS 26.x: full screen, and the scaled compatibility window in Windowed Apps",
        arguments: iPads.filter { $0.newestOSVersion >= OSVersion(26) }, [OSVersion(26), OSVersion(26, 1), OSVersion(26, 2)])
    func compatibilityWindow(device: Device, os: OSVersion) {
        let plist = AppInfoPlist(values: InfoPlist(requiresFullScreen: true, deviceFamily: [2]))
        let (rows, notes) = plist.occupiablePlacements(on: device, appName: "A", osVersion: os)
        #expect(rows.map(\.placement.mode.id) == ["full", "full_screen_compatibility", "full", "full_screen_compatibility"])
        for row in rows where row.placement.mode == .fullScreenCompatibility {
            #expect(row.setting == .windowedApps && row.resizing == .scaled)
            #expect(row.placement.window.size == row.placement.screenSize, "the scene keeps the screen's size: \(row.placement)")
        }
        #expect(rows.filter { $0.placement.mode == .full }.allSatisfy { $0.setting == .fullScreenApps && $0.resizing == nil })
        #expect(notes.count == 1 && notes[0].contains("iPadOS \(os.major)") && notes[0].contains("scales it to the window"))
        let stage = plist.occupiablePlacements(on: device, appName: "A", osVersion: os, only: .stageManager).placements
        #expect(stage.filter { $0.placement.mode == .fullScreenCompatibility }.allSatisfy { $0.setting == .stageManager })
        let fullScreenApps = plist.occupiablePlacements(on: device, appName: "A", osVersion: os, only: .fullScreenApps).placements
        #expect(fullScreenApps.allSatisfy { $0.placement.mode == .full })
    }

    @Test(
        "UIRequiresFullScreen on iPadOS 27: every window, resized discretely",
        arguments: iPads.filter { $0.newestOSVersion >= OSVersion(27) })
    func discreteResizing(device: Device) {
        let plist = AppInfoPlist(values: InfoPlist(requiresFullScreen: true, deviceFamily: [2]))
        let (rows, notes) = plist.occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(27))
        let offered = WindowingSystem.placements(for: device, osVersion: OSVersion(27))
        #expect(rows.map(\.placement) == offered.map(\.placement))
        #expect(rows.allSatisfy { $0.resizing == ($0.placement.mode == .full ? nil : .discrete) })
        #expect(notes.count == 1 && notes[0].contains("discrete steps"))
        // The key the app asks to have ignored from 27 on: a multitasking app there.
        let ignored = AppInfoPlist(
            values: InfoPlist(requiresFullScreen: true, requiresFullScreenIgnoredStartingWithVersion: OSVersion(27), deviceFamily: [2]))
        let resizable = ignored.occupiablePlacements(on: device, appName: "A", osVersion: OSVersion(27))
        #expect(resizable.placements == offered && resizable.notes.isEmpty)
    }

    @Test(
        "not all four orientations on iPad: out of multitasking; a compatibility window from iPadOS 26, also on 27",
        arguments: iPads, [OSVersion(18), OSVersion(26), OSVersion(27)])
    func someOrientations(device: Device, os: OSVersion) {
        let plist = AppInfoPlist(values: InfoPlist(supportedInterfaceOrientationsPad: [.portrait, .landscapeLeft, .landscapeRight]))
        let (placements, notes) = plist.occupiablePlacements(on: device, appName: "A", osVersion: os)
        let modes = Set(placements.map(\.placement.mode.id))
        #expect(modes == (os >= OSVersion(26) ? ["full", "full_screen_compatibility"] : ["full"]))
        #expect(placements.allSatisfy { $0.resizing != .discrete })
        #expect(notes.count == 1 && notes[0].contains("UISupportedInterfaceOrientations~ipad"))
    }

    @Test(
        "a full-screen app that allows only landscape is never in portrait, in any window",
        arguments: iPads + iPhones, [OSVersion(18), OSVersion(26, 2), OSVersion(27)])
    func landscapeOnly(device: Device, os: OSVersion) {
        let plist = AppInfoPlist(values: InfoPlist(supportedInterfaceOrientations: .landscape, requiresFullScreen: true))
        let (rows, _) = plist.occupiablePlacements(on: device, appName: "A", osVersion: os)
        let placements = rows.map(\.placement)
        #expect(!placements.isEmpty)
        for placement in placements {
            #expect(placement.isLandscape, "\(placement)")
        }
        // iPhone Duo's inner display has Split View of two apps, where such an app is scaled.
        if !device.hasHinge, os < OSVersion(26) || device.family == .iPhone { #expect(placements.allSatisfy { $0.mode == .full }) }
    }

    @Test("an iPad-only app does not install on iPhone", arguments: iPhones)
    func iPadOnly(device: Device) {
        let (placements, notes) = AppInfoPlist(values: InfoPlist(deviceFamily: [2])).occupiablePlacements(
            on: device, appName: "A", osVersion: .latest)
        #expect(placements.isEmpty && notes == ["A is an iPad-only app (UIDeviceFamily [2]): it does not install on iPhone."])
    }
}
