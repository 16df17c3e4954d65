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
        // "Your order ships within two business days of payment" at 20 pt needs about 491 pt,
        // between 20 pt margins: truncated in windows narrower than about 531 pt.
        Fault(app: "TruncatedLabel", kind: .truncated, view: "Lbl-aa-001") { row in row.placement.window.size.width < 531 },
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
