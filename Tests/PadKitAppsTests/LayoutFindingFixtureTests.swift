import Foundation
import PadKit
import Testing
@testable import PadKitApps

/// Hand-made apps with one known fault each: the finding, the windows it affects, and nothing on
/// the fixed version.
@Suite("Layout findings of the fixture apps")
struct LayoutFindingFixtureTests {
    /// A fixture app, its fault, and which of the 13-inch iPad Pro's windows it must affect (by
    /// the window's width and size classes).
    struct Fault: Sendable, CustomTestStringConvertible {
        let app: String
        let kind: LayoutFindingKind
        let view: String
        let affects: @Sendable (SettingPlacement) -> Bool
        var testDescription: String { app }
    }

    static let faults: [Fault] = [
        // The compact-width variation's 600 pt width conflicts with the safe area's sides in every compact window.
        Fault(app: "CompactConflict", kind: .unsatisfiable, view: "Crd-aa-001") { row in
            row.placement.traitCollection().horizontalSizeClass == .compact
        },
        // The header at the safe area's top, 8 pt from the leading edge, meets the window controls
        // (top leading) in every window that has them: iPadOS 26+ windows other than full screen.
        Fault(app: "HeaderUnderControls", kind: .underSystemArea, view: "Hdr-aa-001") { row in
            WindowControls.frame(in: row.placement, osVersion: row.placement.device.newestOSVersion, rightToLeft: false) != nil
        },
        // "Your order ships within two business days of payment" at 20 pt (SF Pro Display, 3 %
        // narrower than the table's Text advances) needs about 468.5 pt, between 20 pt margins:
        // truncated in windows narrower than about 508.5 pt (not the 512-pt halves and quarters).
        Fault(app: "TruncatedLabel", kind: .truncated, view: "Lbl-aa-001") { row in row.placement.window.size.width < 508.5 },
        // 12 % of the width is under 44 pt below 366.7 pt (less half a point of tolerance).
        Fault(app: "SmallButton", kind: .smallTarget, view: "Btn-aa-001") { row in row.placement.window.size.width * 0.12 < 43.5 },
    ]

    static func matrix(_ app: String) throws -> AppMatrix {
        let description = try AppDescriptionReader.read(contentsOf: ProjectFixtures.path("Screens/\(app)/app.json"))
        let runnable = try RunnableApp.described(description)
        #expect(runnable.interfaces.unresolved.isEmpty)
        return AppMatrix(
            devices: [try Device.named("ipad-pro-13-inch-m4")], app: runnable, notes: false, layoutKinds: LayoutFindingKind.allCases)
    }

    @Test("the fault is found in exactly the windows it affects", arguments: faults)
    func fault(_ fault: Fault) throws {
        let matrix = try Self.matrix(fault.app)
        let layout = try #require(matrix.layout)
        let findings = layout.grouped.filter { $0.kind == fault.kind }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.views.first?.id == fault.view)
        let expected = matrix.rows.filter(fault.affects).map(MatrixLayout.windowName)
        #expect(!expected.isEmpty)
        #expect(finding.windows.map(\.name) == expected)
        // Nothing else breaks.
        #expect(layout.grouped.count == 1)
    }

    @Test("the fixed version has no finding", arguments: faults.map(\.app))
    func fixed(_ app: String) throws {
        let matrix = try Self.matrix("\(app)Fixed")
        let layout = try #require(matrix.layout)
        #expect(layout.grouped.map(\.id) == [])
        for row in matrix.jsonRows {
            #expect(row["layout"]?["findings"] == .number(0))
        }
    }

    @Test("a row's layout object is the contract: findings, byKind, items with id, kind, screen, views, constraints, source, certain")
    func rowContract() throws {
        let matrix = try Self.matrix("SmallButton")
        let row = try #require(matrix.jsonRows.last)
        guard case .object(let layout)? = row["layout"] else {
            Issue.record("no layout object")
            return
        }
        #expect(layout.map(\.0) == ["findings", "byKind", "items"])
        guard case .array(let items)? = row["layout"]?["items"], case .object(let item)? = items.first else {
            Issue.record("no items")
            return
        }
        #expect(item.map(\.0) == ["id", "kind", "screen", "views", "constraints", "source", "certain"])
        #expect(row["layout"]?["byKind"]?["smallTarget"] == .number(1))
        #expect(item.first { $0.0 == "id" }?.1 == .string("smallTarget/Main.storyboard#Btn-VC-001/Btn-aa-001"))
    }
}

/// `--expect` compares layout findings: new and fixed ones, the app's when its Interface Builder
/// file changed since the recording, PadKit's otherwise; uncertain ones never count.
@Suite("Layout findings in --expect")
struct LayoutExpectationTests {
    static func rows(_ app: String) throws -> (rows: [JSONValue], files: [InterfaceFileDigest]) {
        let description = try AppDescriptionReader.read(contentsOf: ProjectFixtures.path("Screens/\(app)/app.json"))
        let runnable = try RunnableApp.described(description)
        let matrix = AppMatrix(
            devices: [try Device.named("ipad-pro-13-inch-m4")], app: runnable, notes: false, layoutKinds: LayoutFindingKind.allCases)
        return (matrix.jsonRows, runnable.interfaces.fileDigests)
    }

    @Test("a finding that appears is new, one that goes is fixed; the file's digest says whose change it is")
    func newAndFixed() throws {
        let fixed = try Self.rows("SmallButtonFixed"), broken = try Self.rows("SmallButton")
        #expect(fixed.files != broken.files)
        var expectation = MatrixExpectation(description: nil, rows: fixed.rows)
        expectation.interfaceFiles = fixed.files
        // The storyboard changed: the app's change.
        let app = MatrixComparison(expectation: expectation, current: broken.rows, description: nil, interfaceFiles: broken.files) {
            _ in []
        }
        #expect(app.padkitChanges.isEmpty)
        #expect(app.appChanges.count == 2)
        #expect(
            app.appChanges.allSatisfy {
                $0.facts == ["UIButton Btn-aa-001 is smallTarget (new): constraint Bw1-aa-001 in Main.storyboard:22"]
            })
        // The same file, other findings: PadKit's change (here, the finding went away).
        var recordedBroken = MatrixExpectation(description: nil, rows: broken.rows)
        recordedBroken.interfaceFiles = broken.files
        let padkit = MatrixComparison(expectation: recordedBroken, current: fixed.rows, description: nil, interfaceFiles: broken.files) {
            _ in []
        }
        #expect(padkit.appChanges.isEmpty)
        #expect(padkit.padkitChanges.count == 2)
        #expect(padkit.padkitChanges.first?.facts.first?.contains("(fixed)") == true)
        #expect(padkit.fails(appChangesOnly: true) == false)
        #expect(padkit.fails(appChangesOnly: false))
    }

    @Test("an uncertain finding never fails the check on its own")
    func uncertain() throws {
        let fixed = try Self.rows("SmallButtonFixed")
        // The recorded rows had an uncertain truncation that is gone now.
        let recorded = fixed.rows.map { row -> JSONValue in
            guard case .object(var pairs) = row, let index = pairs.firstIndex(where: { $0.0 == "layout" }) else { return row }
            let item: JSONValue = .object([
                ("id", .string("truncated/Main.storyboard#Btn-VC-001/Lbl")), ("kind", .string("truncated")),
                ("screen", .object([("class", .string("C")), ("scene", .string("Main.storyboard#Btn-VC-001"))])),
                ("views", .array([])), ("constraints", .array([])), ("source", .string("Main.storyboard:1")), ("certain", .bool(false)),
            ])
            pairs[index].1 = .object([("findings", .number(1)), ("byKind", .object([])), ("items", .array([item]))])
            return .object(pairs)
        }
        var expectation = MatrixExpectation(description: nil, rows: recorded)
        expectation.interfaceFiles = fixed.files
        let comparison = MatrixComparison(expectation: expectation, current: fixed.rows, description: nil, interfaceFiles: fixed.files) {
            _ in []
        }
        #expect(comparison.allChanges.isEmpty)
    }
}
