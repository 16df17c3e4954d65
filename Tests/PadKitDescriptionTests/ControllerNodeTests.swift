import PadJSON
import Testing

@testable import PadKitDescription

/// The controller node both writers of the description encode with: its keys in the description's
/// order, whatever order the parts were given in.
@Suite("A controller node's JSON")
struct ControllerNodeTests {
    @Test("a node with nothing set still says what it is")
    func bareNode() {
        #expect(ControllerNode(kind: .view).jsonValue == .object([("view", .object([]))]))
    }

    @Test("common keys, overrides, source, mode, interface and shows come before the kind key")
    func keyOrder() {
        let node = ControllerNode(
            kind: .tabs([ControllerNode(kind: .view, title: "Inbox")]), title: "Main", className: "MainTabs",
            supportedInterfaceOrientations: ["portrait"], overrides: [.init(key: "shouldAutorotate", value: .bool(false))],
            source: "App/Scene.swift:9", tabBarMode: "tabSidebar", interface: .storyboard(path: "Main.storyboard", scene: "abc-12-xyz"),
            shows: [ControllerNode(kind: .view, className: "Detail")])
        #expect(
            node.jsonValue.objectKeys == [
                "title", "class", "supportedInterfaceOrientations", "shouldAutorotate", "source", "mode", "storyboard", "scene", "shows",
                "tabs",
            ])
    }

    @Test("a split writes its style, then its columns in the order given, then its properties")
    func split() {
        let node = ControllerNode(
            kind: .split(
                style: "doubleColumn",
                columns: [
                    .init(key: "primary", node: ControllerNode(kind: .view, title: "List")),
                    .init(key: "secondary", node: .init(kind: .view)),
                ],
                properties: [.init(key: "preferredDisplayMode", value: .string("oneBesideSecondary"))]),
            source: "App/Scene.swift:20")
        guard case .object(let pairs) = node.jsonValue, case .object(let split)? = pairs.last?.1 else {
            Issue.record("expected an object with a split")
            return
        }
        #expect(split.map(\.0) == ["style", "primary", "secondary", "preferredDisplayMode"])
        #expect(split[1].1 == .object([("title", .string("List"))]))
        #expect(split[2].1 == .object([("view", .object([]))]))
    }

    @Test("a nib interface and an encoded kind are written as given")
    func nibAndEncodedKind() {
        let node = ControllerNode(
            kind: .encoded(key: "container", value: .object([("child", .object([("view", .object([]))]))])),
            interface: .nib(path: "Views/Card.xib"))
        #expect(node.jsonValue.objectKeys == ["nib", "container"])
    }
}
