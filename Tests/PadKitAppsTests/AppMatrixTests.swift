import PadKit
import PadKitSamples
import Testing
@testable import PadKitApps

/// `padkit matrix`'s rows, inspections and notes, worked out without the CLI.
@Suite("App matrix")
struct AppMatrixTests {
    @Test("without an app: the windows each device's OS offers, filtered by orientation and mode")
    func withoutApp() throws {
        let devices = [try Device.named("ipad-air-2"), try Device.named("iphone-16")]
        let all = AppMatrix(devices: devices, app: nil)
        #expect(all.rows == devices.flatMap { WindowingSystem.placements(for: $0, osVersion: $0.newestOSVersion, only: nil) })
        #expect(all.inspections.count == all.rows.count && all.inspections.allSatisfy { $0 == nil } && all.notes.isEmpty)
        let halves = AppMatrix(devices: devices, app: nil, landscape: true, modeID: WindowMode.half.id)
        #expect(!halves.placements.isEmpty)
        #expect(halves.placements.allSatisfy { $0.isLandscape && $0.mode == .half })
    }

    @Test("an iPhone-only app gets the compatibility window on iPads, in both orientations",
          arguments: Device.all.filter { $0.family == .iPad })
    func iPhoneOnly(device: Device) {
        let rows = AppMatrix(devices: [device], app: nil, iPhoneOnly: true).placements
        #expect(rows.count == 2 && rows.allSatisfy(\.mode.isIPhoneCompatibility), "\(device.id)")
        #expect(Set(rows.map(\.isLandscape)) == [false, true])
    }

    @Test("with an app: one inspection per row, each note once, the same notes without launch reuse", arguments: SampleApps.names)
    func withApp(appName: String) throws {
        let app = try #require(SampleApps.named(appName))
        let matrix = AppMatrix(devices: Device.all, app: app)
        #expect(matrix.inspections.count == matrix.rows.count)
        #expect(matrix.inspections.contains { $0 != nil } == (app.inspect != nil))
        #expect(Set(matrix.notes).count == matrix.notes.count)
        // Launch reuse of the inspections is checked by MatrixReuseTests; here the notes.
        let own = AppMatrix(devices: Device.all, app: app, inspecting: false, reusingLaunches: false)
        #expect(matrix.notes == own.notes)
        // A rendering without a table asks for no notes; a contact sheet for no inspections.
        let bare = AppMatrix(devices: Device.all, app: app, inspecting: false, notes: false)
        #expect(bare.rows == matrix.rows && bare.notes.isEmpty && bare.inspections.allSatisfy { $0 == nil })
    }

    @Test("the old sample name seed001 still finds the basesplit sample, under the name asked")
    func alias() throws {
        let old = try #require(SampleApps.named("seed001"))
        let new = try #require(SampleApps.named("basesplit"))
        #expect(old.name == "seed001" && new.name == "basesplit")
        #expect(old.summary == new.summary)
        #expect(!SampleApps.names.contains("seed001") && SampleApps.names.contains("basesplit"))
    }
}
