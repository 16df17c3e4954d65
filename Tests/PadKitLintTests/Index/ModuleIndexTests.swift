import SwiftSyntax
import Testing
@testable import PadKitLint

/// The module index is a public type other tools reuse (finding an app's root view controller):
/// declarations by name with their kinds, types, inheritance, syntax and file:line.
@Suite("Module index")
struct ModuleIndexTests {
    static let files = [
        (
            "App/SceneDelegate.swift",
            """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = makeRoot()
                }

                func makeRoot() -> UISplitViewController {
                    RootSplitViewController(style: .doubleColumn)
                }
            }
            """
        ),
        (
            "App/Root/RootSplitViewController.swift",
            """
            import UIKit

            class BaseSplitViewController: UISplitViewController {}

            final class RootSplitViewController: BaseSplitViewController {
                static let shared = RootSplitViewController(style: .doubleColumn)
                init(style: UISplitViewController.Style) { super.init(style: style) }
            }

            extension RootSplitViewController: UISplitViewControllerDelegate {
                var isCollapsedNow: Bool { isCollapsed }
            }
            """
        ),
    ]

    @Test func declarationsByNameWithTheirPlaces() throws {
        let index = LintHarness.index(Self.files)
        let function = try #require(index.functions(named: "makeRoot").first)
        #expect(function.fullName == "makeRoot()")
        #expect(function.typeName == "UISplitViewController")
        #expect(function.container == "SceneDelegate")
        #expect(function.location == "App/SceneDelegate.swift:10")
        #expect(function.column == 10)
        #expect(function.node.as(FunctionDeclSyntax.self)?.body != nil)

        let property = try #require(index.properties(named: "window").first)
        #expect(property.typeName == "UIWindow?")
        #expect(index.properties(named: "shared").first?.isStatic == true)
        #expect(index.declarations(named: "init", kinds: [.initializer]).map(\.fullName) == ["init(style:)"])
    }

    @Test func typesWithTheirSuperclassesAndConformances() {
        let index = LintHarness.index(Self.files)
        #expect(index.superclassChain(of: "RootSplitViewController") == ["BaseSplitViewController", "UISplitViewController"])
        #expect(index.inheritedTypes(of: "RootSplitViewController") == ["BaseSplitViewController", "UISplitViewControllerDelegate"])
        #expect(index.inherits("RootSplitViewController", fromAnyOf: ["UISplitViewController"]))
        #expect(!index.inherits("SceneDelegate", fromAnyOf: ["UISplitViewController"]))
        #expect(index.types(named: "RootSplitViewController").map(\.location) == ["App/Root/RootSplitViewController.swift:5"])
        #expect(index.declarations(named: "RootSplitViewController", kinds: [.extension]).count == 1)
        // Declarations are in file order, then source order.
        #expect(index.declarations.first?.path == "App/SceneDelegate.swift")
    }

    @Test func aSuperclassCycleEndsTheChain() {
        let index = LintHarness.index([("A.swift", "class A: B {}\nclass B: A {}\n")])
        #expect(index.superclassChain(of: "A") == ["B"])
    }

    @Test func theLinterBuildsOneIndexForTheWholeRun() throws {
        let directory = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(directory) }
        try LintHarness.write(Self.files, under: directory)
        let report = try Linter.lint(paths: [directory.path], root: directory.path)
        #expect(report.findings.isEmpty)
        #expect(report.statistics.index > .zero)
    }
}
