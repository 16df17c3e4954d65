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
        var node = ControllerNode(kind: .tabs([ControllerNode(kind: .view)]))
        node.shows = [ControllerNode(kind: .view)]
        node.interface = .storyboard(path: "Main.storyboard", scene: "abc-12-xyz")
        node.tabBarMode = "tabSidebar"
        node.source = "App/Scene.swift:9"
        node.overrides = [.init(key: "shouldAutorotate", value: .bool(false))]
        node.supportedInterfaceOrientations = ["portrait"]
        node.className = "MainTabs"
        node.title = "Main"
        #expect(
            node.jsonValue.objectKeys == [
                "title", "class", "supportedInterfaceOrientations", "shouldAutorotate", "source", "mode", "storyboard", "scene", "shows",
                "tabs",
            ])
    }

    @Test("a split writes its style, then its columns in the order given, then its properties")
    func split() {
        var list = ControllerNode(kind: .view)
        list.title = "List"
        let node = ControllerNode(
            kind: .split(
                style: "doubleColumn",
                columns: [.init(key: "primary", value: list), .init(key: "secondary", value: ControllerNode(kind: .view))],
                properties: [.init(key: "preferredDisplayMode", value: .string("oneBesideSecondary"))]))
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
        var node = ControllerNode(kind: .encoded(key: "container", value: .object([("child", .object([("view", .object([]))]))])))
        node.interface = .nib(path: "Views/Card.xib")
        #expect(node.jsonValue.objectKeys == ["nib", "container"])
    }
}
