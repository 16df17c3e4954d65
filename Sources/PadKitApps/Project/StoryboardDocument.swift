import Foundation

/// One parsed storyboard (or XIB): its controllers by object id and by storyboard identifier, its
/// scenes, and its initial controller.
struct StoryboardDocument {
    /// The storyboard's name (`Main` for `Base.lproj/Main.storyboard`).
    let name: String
    /// The file as the description names it (relative to the project's folder).
    let displayPath: String
    /// The file's path on disk.
    let path: String
    let root: XMLTree
    /// `initialViewController`.
    let initialID: String?
    /// Each controller (an element with `sceneMemberID="viewController"`) by object id, with its scene id.
    let controllers: [String: (element: XMLTree, sceneID: String?)]
    /// `storyboardIdentifier` to object id.
    let identifiers: [String: String]
    /// Every element with an `id`, for popover anchors.
    let elements: [String: XMLTree]

    /// The controller element names Interface Builder writes for UIKit's controllers.
    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController", "hostingController", "viewControllerPlaceholder", "avPlayerViewController",
        "glkViewController", "searchController",
    ]

    /// Reads the storyboard or XIB at `path` (`displayPath` names it in errors).
    ///
    /// - Throws: always a ``ProjectReadingError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers):
    ///   the file cannot be read, is too large, is not well-formed XML or not an Interface Builder document.
    init(path: String, displayPath: String, limits: ReadingLimits) throws {
        let data = try BoundedFile.read(path, limits: limits)
        let root = try XMLTree.parse(data, file: displayPath, limits: limits)
        guard root.name == "document" else {
            throw ProjectReadingError.malformedXML(
                file: displayPath, line: root.line, reason: "not an Interface Builder document (root element <\(root.name)>)")
        }
        self.path = path
        self.displayPath = displayPath
        self.name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.root = root
        initialID = root["initialViewController"]
        var controllers: [String: (XMLTree, String?)] = [:]
        var identifiers: [String: String] = [:]
        var elements: [String: XMLTree] = [:]
        for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
            for object in scene.child("objects")?.children ?? [] where Self.controllerElements.contains(object.name) {
                guard let id = object["id"] else { continue }
                controllers[id] = (object, scene["sceneID"])
                if let identifier = object["storyboardIdentifier"], identifiers[identifier] == nil { identifiers[identifier] = id }
            }
        }
        // XIBs hold controllers at the top of <objects>.
        for object in root.child("objects")?.children ?? [] where Self.controllerElements.contains(object.name) {
            if let id = object["id"] { controllers[id] = (object, nil) }
        }
        for element in root.descendants {
            if let id = element["id"], elements[id] == nil { elements[id] = element }
        }
        self.controllers = controllers
        self.identifiers = identifiers
        self.elements = elements
    }

    /// `file#scene-id` (or `file#object-id` when the controller has no scene).
    func source(of id: String) -> String {
        "\(displayPath)#\(controllers[id]?.sceneID ?? id)"
    }
}
