import PadKit
import PadKitSamples
import Testing
@testable import PadKitApps

/// `padkit matrix --app` launches each app once per distinct window
/// (``PadKit/ResolvedWindow/launchIdentity``) and reuses the result for placements with the same one. Reuse must change nothing: every app's
/// inspection, in every placement of every device, equals a launch of its own.
@Suite("Matrix launch reuse")
struct MatrixReuseTests {
    static let inspectedApps = SampleApps.all.filter { $0.inspect != nil }.map(\.name)

    @Test("reused launches give each placement's own inspection", arguments: inspectedApps)
    func reuseChangesNothing(appName: String) throws {
        let app = try #require(SampleApps.named(appName))
        let placements = Device.all.flatMap(Placement.fixedPlacements(for:))
        let reused = app.matrixLaunches(inspecting: placements).inspections
        let own = app.matrixLaunches(inspecting: placements, reusingLaunches: false).inspections
        #expect(reused.count == placements.count)
        for (index, placement) in placements.enumerated() {
            #expect(reused[index]?.json.compactText == own[index]?.json.compactText, "\(appName) in \(placement)")
            #expect(reused[index]?.columns.map(\.value) == own[index]?.columns.map(\.value), "\(appName) in \(placement)")
        }
    }

    /// The orientation notes take their decisions from the same shared launches.
    @Test("orientation decisions taken in shared launches equal each device's own", arguments: SampleApps.names)
    func reusedDecisions(appName: String) throws {
        let app = try #require(SampleApps.named(appName))
        let firsts = Device.all.compactMap { Placement.fixedPlacements(for: $0).first }
        let reused = app.matrixLaunches(inspecting: [], resolvingOrientationsIn: firsts).orientationDecisions
        let own = app.matrixLaunches(inspecting: [], resolvingOrientationsIn: firsts, reusingLaunches: false).orientationDecisions
        #expect(reused.count == firsts.count)
        #expect(reused == own, "\(appName)")
    }

    @Test("placements share a launch only when the twin cannot tell them apart")
    func inputsSeparateWhatDiffers() throws {
        let air2 = try Placement(device: try Device.named("ipad-air-2"), orientation: .landscapeRight, mode: .half)
        let mini4 = try Placement(device: try Device.named("ipad-mini-4"), orientation: .landscapeRight, mode: .half)
        let air2Portrait = try Placement(device: try Device.named("ipad-air-2"), orientation: .portrait, mode: .full)
        #expect(
            ResolvedWindow(placement: air2, osVersion: OSVersion.latest).launchIdentity
                == ResolvedWindow(placement: mini4, osVersion: OSVersion.latest).launchIdentity)
        #expect(
            ResolvedWindow(placement: air2, osVersion: OSVersion.latest).launchIdentity
                != ResolvedWindow(placement: air2Portrait, osVersion: OSVersion.latest).launchIdentity)
    }

    /// The XR's sensor housing reports 48 pt from iOS 14 and 44 pt before; the XS Max, with the
    /// same screen in points, always 44 pt. They share a launch on iOS 13 only.
    @Test("the safe area that separates placements is the one on the app's OS version")
    func inputsFollowTheOSVersion() throws {
        let xr = try Placement(device: try Device.named("iphone-xr"), orientation: .portrait, mode: .full)
        let xsMax = try Placement(device: try Device.named("iphone-xs-max"), orientation: .portrait, mode: .full)
        #expect(
            ResolvedWindow(placement: xr, osVersion: OSVersion(13)).launchIdentity
                == ResolvedWindow(placement: xsMax, osVersion: OSVersion(13)).launchIdentity)
        #expect(
            ResolvedWindow(placement: xr, osVersion: OSVersion.latest).launchIdentity
                != ResolvedWindow(placement: xsMax, osVersion: OSVersion.latest).launchIdentity)
    }

    @Test("reuse changes nothing on an older OS version either", arguments: ["wechat", "vesync"])
    func reuseChangesNothingOnOlderOS(appName: String) throws {
        let app = try #require(SampleApps.named(appName))
        let os = OSVersion(13)
        let placements = Device.all.filter { (try? $0.checkSupports(os)) != nil }.flatMap(Placement.fixedPlacements(for:))
        let reused = app.matrixLaunches(inspecting: placements, osVersion: { _ in os }).inspections
        let own = app.matrixLaunches(inspecting: placements, osVersion: { _ in os }, reusingLaunches: false).inspections
        for (index, placement) in placements.enumerated() {
            #expect(reused[index]?.columns.map(\.value) == own[index]?.columns.map(\.value), "\(appName) in \(placement) on iOS 13")
        }
    }
}
