/// Container views (`<containerView>` with an `embed` segue): a child view controller placed in
/// a view of its parent's, which the twin cannot place unless the view fills the parent.
///
/// A container view that fills its controller's root view (the "shell" pattern: a plain
/// controller whose whole screen is one embedded navigation or tab bar controller) is carried as
/// a `container` node with no trait override: the child fills the container, as
/// ``ContainerDescription`` lays it out. The view fills the root when its four edges are held at 0
/// to the root view's own edges, its safe area, or (in a file without safe areas) the legacy
/// layout guides' edges that face it; or when it has no constraints, resizes with the root
/// (flexible width and height) and has the root's frame. Any other embed is listed as not carried.
/// Found on Artsy's Kiosk, whose `AppViewController` is one full-screen "App Nav" container view
/// embedding the app's navigation controller.
extension StoryboardReader {
    /// The embed segue of the one visible container view that fills `element`'s root view, if any.
    static func fillingEmbed(_ element: XMLTree) -> XMLTree? {
        guard let root = element.child("view", key: "view"), let rootID = root["id"] else { return nil }
        let filling = (root.child("subviews")?.children ?? []).filter { view in
            view.name == "containerView" && view["hidden"] != "YES" && embed(of: view) != nil
                && fills(view, root: root, rootID: rootID, controller: element)
        }
        guard filling.count == 1 else { return nil }
        return embed(of: filling[0])
    }

    /// The container view's `embed` segue.
    static func embed(of view: XMLTree) -> XMLTree? {
        view.child("connections")?.children.first { $0.name == "segue" && $0["kind"] == "embed" && $0["destination"] != nil }
    }

    /// Whether `view`, a subview of `root`, covers it in every window.
    private static func fills(_ view: XMLTree, root: XMLTree, rootID: String, controller: XMLTree) -> Bool {
        guard let id = view["id"] else { return false }
        if view["translatesAutoresizingMaskIntoConstraints"] != "NO" {
            let mask = view.child("autoresizingMask")
            let frame = view.child("rect", key: "frame"), rootFrame = root.child("rect", key: "frame")
            return mask?["widthSizable"] == "YES" && mask?["heightSizable"] == "YES"
                && ["x", "y", "width", "height"].allSatisfy { frame?[$0] == rootFrame?[$0] }
        }
        // What the view's edges may be held to: the root view, its safe area, the legacy guides.
        let safeArea = root.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }?["id"]
        let guides = controller.child("layoutGuides")?.children ?? []
        let topGuide = guides.first { $0["type"] == "top" }?["id"]
        let bottomGuide = guides.first { $0["type"] == "bottom" }?["id"]
        var held: Set<String> = []
        for constraint in root.child("constraints")?.children ?? [] where constraint.name == "constraint" {
            guard constraint["relation"] == nil, constraint["multiplier"] == nil, (constraint["priority"] ?? "1000") == "1000",
                Double(constraint["constant"] ?? "0") == 0
            else { continue }
            let first = (constraint["firstItem"] ?? rootID, constraint["firstAttribute"] ?? "")
            let second = (constraint["secondItem"] ?? "", constraint["secondAttribute"] ?? "")
            for (mine, other) in [(first, second), (second, first)] where mine.0 == id {
                let edge = edgeName(mine.1)
                guard let edge else { continue }
                let otherEdge = edgeName(other.1)
                if (other.0 == rootID || other.0 == safeArea) && otherEdge == edge {
                    held.insert(edge)
                } else if other.0 == topGuide, edge == "top", other.1 == "bottom" {
                    held.insert(edge)
                } else if other.0 == bottomGuide, edge == "bottom", other.1 == "top" {
                    held.insert(edge)
                }
            }
        }
        return held == ["leading", "trailing", "top", "bottom"]
    }

    /// An edge attribute's side (`left` and `leading` are one side in a left-to-right layout).
    private static func edgeName(_ attribute: String) -> String? {
        switch attribute {
        case "leading", "left": return "leading"
        case "trailing", "right": return "trailing"
        case "top", "bottom": return attribute
        default: return nil
        }
    }
}
