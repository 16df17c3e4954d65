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

    @Test(
        "an iPhone-only app gets the compatibility window on iPads before iPadOS 27, in both orientations; from 27 every iPad window with an iPhone's traits",
        arguments: Device.all.filter { $0.family == .iPad })
    func iPhoneOnly(device: Device) {
        let rows = AppMatrix(devices: [device], app: nil, iPhoneOnly: true).placements
        if CompatibilityMode.runsResizable(osVersion: device.newestOSVersion) {
            let windows = WindowingSystem.placements(for: device, osVersion: device.newestOSVersion, only: nil).map(\.placement)
            #expect(rows.map(\.mode) == windows.map(\.mode) && rows.map(\.window.size) == windows.map(\.window.size), "\(device.id)")
            #expect(rows.allSatisfy { $0.hostsIPhoneApp })
            #expect(
                rows.allSatisfy {
                    $0.traitCollection().userInterfaceIdiom == .phone && $0.traitCollection().horizontalSizeClass == .compact
                })
        } else {
            #expect(rows.count == 2 && rows.allSatisfy(\.mode.isIPhoneCompatibility), "\(device.id)")
            #expect(Set(rows.map(\.isLandscape)) == [false, true])
        }
        // On an older release the same device still gets the compatibility window.
        let older = AppMatrix(devices: [device], app: nil, osVersion: { min($0.newestOSVersion, OSVersion(26, 2)) }, iPhoneOnly: true)
            .placements
        #expect(older.count == 2 && older.allSatisfy { $0.mode.isIPhoneCompatibility && !$0.hostsIPhoneApp }, "\(device.id)")
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
