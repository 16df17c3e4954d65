import Foundation
import PadKit

/// The Interface Builder views of a description's controllers, read once per app: each node that
/// names a storyboard scene or a XIB (``ControllerDescription/interface``), by its JSON path,
/// with the scene laid out as designed for comparison.
///
/// What cannot be loaded (a file that is missing or unreadable, a scene that is not in it, a
/// document that is not iOS, a scene with no views such as a SwiftUI hosting controller's) is
/// listed under ``unresolved`` with the node's path, and the controller is built as before.
public struct AppInterfaces: Sendable {
    /// One controller's views.
    public struct Loaded: Sendable {
        /// Where they come from, as the description names it.
        public let source: InterfaceSource
        /// The scene.
        public let scene: ScreenScene
        /// The file as read.
        public let file: ScreenFile
        /// What breaks, per window, against the design.
        public let detector: LayoutFindingDetector
        /// The scene's layouts, shared by every launch of the app (``ScreenLayoutMemo``).
        public let layouts = ScreenLayoutMemo()
    }

    /// The loaded controllers by JSON path (`root.navigation[0]`).
    public let byPath: [String: Loaded]
    /// What could not be loaded, by the node's path.
    public let unresolved: [UnresolvedItem]
    /// The files read, by path, with a digest of their bytes (what `--record` keeps, so that
    /// `--expect` tells a changed storyboard from a changed PadKit).
    public let fileDigests: [InterfaceFileDigest]

    /// No Interface Builder views.
    public static let none = AppInterfaces(byPath: [:], unresolved: [], fileDigests: [])

    private init(byPath: [String: Loaded], unresolved: [UnresolvedItem], fileDigests: [InterfaceFileDigest]) {
        self.byPath = byPath
        self.unresolved = unresolved
        self.fileDigests = fileDigests
    }

    /// The JSON path of a presentation's controller: `presentations.Compose.controller`.
    public static func path(of presentation: NamedPresentation) -> String { "presentations.\(presentation.name).controller" }

    /// Reads the files `description`'s plain controllers name (the root's tree's and each
    /// presentation's `controller`'s), each file once, relative to its
    /// ``AppDescription/baseDirectory``. Containers' own views are UIKit's: only plain view
    /// controllers load views.
    public static func load(
        _ description: AppDescription, metrics: TextMetrics = .standard, limits: ReadingLimits = ReadingLimits()
    )
        -> AppInterfaces
    {
        var nodes: [(path: String, node: ControllerDescription)] = []
        func visit(_ node: ControllerDescription, _ path: String) {
            if case .view = node.kind, node.interface != nil { nodes.append((path, node)) }
            for (childPath, child) in node.childNodes { visit(child, "\(path).\(childPath)") }
            for (index, shown) in node.shows.enumerated() { visit(shown, "\(path).shows[\(index)]") }
        }
        visit(description.root, "root")
        for presentation in description.presentations {
            if let controller = presentation.controller { visit(controller, Self.path(of: presentation)) }
        }
        guard !nodes.isEmpty else { return .none }
        var files: [String: Result<ScreenFile, ScreenReadingError>] = [:]
        var digests: [InterfaceFileDigest] = []
        var loaded: [String: Loaded] = [:]
        var unresolved: [UnresolvedItem] = []
        for (path, node) in nodes {
            guard let source = node.interface else { continue }
            let key = source.path
            let itemPath = "\(path).\(Self.key(of: source))"
            guard let base = description.baseDirectory else {
                unresolved.append(
                    UnresolvedItem(
                        path: itemPath, reason: "\(source.path) is relative to the description's folder, and this description has none",
                        remedy: "read the description from its file"))
                continue
            }
            if files[key] == nil {
                let full = source.path.hasPrefix("/") ? source.path : (base as NSString).appendingPathComponent(source.path)
                if let data = FileManager.default.contents(atPath: full) {
                    digests.append(InterfaceFileDigest(path: source.path, digest: InterfaceFileDigest.digest(of: data)))
                }
                files[key] = Result { () throws(ScreenReadingError) -> ScreenFile in
                    try ScreenReader.read(path: full, displayPath: source.path, limits: limits)
                }
            }
            let file: ScreenFile
            switch files[key] {
            case .success(let read): file = read
            case .failure(let error):
                unresolved.append(
                    UnresolvedItem(path: itemPath, reason: "\(error); the controller is drawn without its views", file: source.path))
                continue
            case nil: continue
            }
            guard file.designedFor != nil else {
                let reason = file.unresolved.first?.reason ?? "not an iOS document"
                unresolved.append(
                    UnresolvedItem(path: itemPath, reason: "\(source.path): \(reason); the controller is drawn without its views"))
                continue
            }
            let scene: ScreenScene?
            switch source {
            case .storyboard(_, let id): scene = file.scenes.first { $0.id == id }
            case .nib: scene = file.scenes.first { $0.isControllerRoot } ?? file.scenes.first
            }
            if case .storyboard(_, let id) = source, let element = file.controllersWithoutViews[id] {
                // A hosting controller's view is SwiftUI's; any other controller without a view in
                // the storyboard gets the one UIKit or its code makes: nothing of Interface Builder's to lay out.
                if element == "hostingController" {
                    unresolved.append(
                        UnresolvedItem(
                            path: itemPath,
                            reason:
                                """
                                \(source.text) is a SwiftUI hosting controller: its views are SwiftUI's, not laid out; the \
                                controller is drawn without them
                                """,
                            source: source.path))
                }
                continue
            }
            guard let scene else {
                unresolved.append(
                    UnresolvedItem(
                        path: itemPath,
                        reason: "\(source.path) has no scene \(Self.sceneText(source)); the controller is drawn without its views",
                        source: source.path))
                continue
            }
            guard !scene.views.isEmpty else {
                unresolved.append(
                    UnresolvedItem(
                        path: itemPath,
                        reason:
                            """
                            \(source.text) (\(scene.className)) has no Interface Builder views (a SwiftUI hosting controller's \
                            come from SwiftUI)
                            """,
                        source: "\(file.file):\(scene.line)"))
                continue
            }
            let screen = LayoutFinding.Screen(className: node.className ?? scene.className, scene: source.text)
            let layout = ScreenLayout(scene: scene, file: file, metrics: metrics)
            let designedWindow = ScreenWindow.designed(file)
            let designed = designedWindow.map { layout.layout(in: $0) }
            let areas =
                designedWindow.map { w in
                    SystemArea.areas(
                        windowSize: w.size, safeArea: w.safeArea, windowControls: nil,
                        rootFrame: CGRect(origin: .zero, size: w.size))
                } ?? []
            let detector = LayoutFindingDetector(
                scene: scene, file: file.file, screen: screen, metrics: metrics, designed: designed, designedAreas: areas)
            loaded[path] = Loaded(source: source, scene: scene, file: file, detector: detector)
        }
        return AppInterfaces(byPath: loaded, unresolved: unresolved, fileDigests: digests.sorted { $0.path < $1.path })
    }

    private static func sceneText(_ source: InterfaceSource) -> String {
        switch source {
        case .storyboard(_, let id): return "whose view controller is \(id)"
        case .nib: return "with a top-level view"
        }
    }

    private static func key(of source: InterfaceSource) -> String {
        switch source {
        case .storyboard: return "storyboard"
        case .nib: return "nib"
        }
    }
}
