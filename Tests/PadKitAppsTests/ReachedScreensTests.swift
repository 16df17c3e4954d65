import Foundation
import PadKit
import Testing

@testable import PadKitApps

/// The matrix lays out every screen the description can show, in the container it is shown in:
/// a controller below the top of a navigation stack (as after the user went back to it), one the
/// top pushes (`"shows"`), and a presented one (`"presentations"` with a `"controller"`) in its
/// form sheet (with `presentations`, as `padkit matrix --presentations` and `padkit audit` ask).
/// `Screens/Reached` has one fault in each of the three, none on the launch screen.
@Suite("Screens reached from the launch screen")
struct ReachedScreensTests {
    static func matrix(presentations: Bool = true) throws -> AppMatrix {
        let description = try AppDescriptionReader.read(contentsOf: ProjectFixtures.path("Screens/Reached/app.json"))
        let runnable = try RunnableApp.described(description)
        #expect(runnable.interfaces.unresolved.isEmpty)
        return AppMatrix(
            devices: [try Device.named("ipad-pro-13-inch-m4")], app: runnable, notes: false, layoutKinds: LayoutFindingKind.allCases,
            presentations: presentations)
    }

    static func finding(_ matrix: AppMatrix, screen: String) throws -> LayoutFinding {
        let layout = try #require(matrix.layout)
        let found = layout.grouped.filter { $0.screen.className == screen }
        #expect(found.count == 1, "\(screen): \(layout.grouped.map(\.id))")
        return try #require(found.first)
    }

    @Test("every screen is laid out in every window, the launch screen first")
    func screens() throws {
        let matrix = try Self.matrix()
        let layout = try #require(matrix.layout)
        for screens in layout.screens {
            #expect(
                screens.map(\.className) == ["TopViewController", "CardViewController", "ShownViewController", "ComposeViewController"])
        }
    }

    @Test("without presentations: the launch screen, the stack's levels and what they show, and nothing presented")
    func withoutPresentations() throws {
        let matrix = try Self.matrix(presentations: false)
        let layout = try #require(matrix.layout)
        for screens in layout.screens {
            #expect(screens.map(\.className) == ["TopViewController", "CardViewController", "ShownViewController"])
        }
        #expect(layout.grouped.map(\.screen.className).sorted() == ["CardViewController", "ShownViewController"])
        // The findings of the screens reached are those they have with the presentations too.
        let all = try #require(try Self.matrix().layout)
        #expect(layout.grouped.map(\.id) == all.grouped.filter { $0.screen.className != "ComposeViewController" }.map(\.id))
        #expect(layout.rows == all.rows.map { $0.filter { $0.screen.className != "ComposeViewController" } })
    }

    @Test("the controller below the top: its compact-width conflict, in exactly the compact windows")
    func belowTheTop() throws {
        let matrix = try Self.matrix()
        let finding = try Self.finding(matrix, screen: "CardViewController")
        #expect(finding.kind == .unsatisfiable)
        let compact = matrix.rows.filter { $0.placement.traitCollection().horizontalSizeClass == .compact }.map(MatrixLayout.windowName)
        #expect(!compact.isEmpty)
        #expect(finding.windows.map(\.name) == compact)
    }

    @Test("the pushed controller: at least 700 pt between 20 pt margins conflicts in windows under 740 pt, as the stack's top")
    func pushed() throws {
        let matrix = try Self.matrix()
        let finding = try Self.finding(matrix, screen: "ShownViewController")
        #expect(finding.kind == .unsatisfiable)
        let narrow = matrix.rows.filter { $0.placement.window.size.width < 740 }.map(MatrixLayout.windowName)
        #expect(!narrow.isEmpty)
        #expect(finding.windows.map(\.name) == narrow)
    }

    @Test("the presented controller: the same fault in its form sheet, narrower than the window, so in more windows")
    func presented() throws {
        let matrix = try Self.matrix()
        let pushed = try Self.finding(matrix, screen: "ShownViewController")
        let presented = try Self.finding(matrix, screen: "ComposeViewController")
        #expect(presented.kind == .unsatisfiable)
        #expect(Set(pushed.windows.map(\.name)).isSubset(of: Set(presented.windows.map(\.name))))
        #expect(presented.windows.count > pushed.windows.count)
    }

    @Test("the description keeps what a controller shows and what a presentation presents")
    func roundTrip() throws {
        let description = try AppDescriptionReader.read(contentsOf: ProjectFixtures.path("Screens/Reached/app.json"))
        guard case .navigation(let stack) = description.root.kind else {
            Issue.record("not a navigation root")
            return
        }
        #expect(stack.last?.shows.first?.className == "ShownViewController")
        #expect(description.presentations.first?.controller?.className == "ComposeViewController")
        // Written back and read again, the same description.
        let written = try JSONEncoder().encode(description.jsonValue)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reached-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        try written.write(to: file)
        let again = try AppDescriptionReader.read(contentsOf: file.path)
        #expect(again.root == description.root)
        #expect(again.presentations == description.presentations)
    }
}
