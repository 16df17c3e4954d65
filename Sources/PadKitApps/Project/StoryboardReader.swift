import Foundation
import PadKit
import PadKitSimulator

/// Turns storyboard scenes into description nodes, following relationship segues and storyboard
/// references across files, and collecting presentation segues and what cannot be said.
///
/// What is read, per scene (Interface Builder's storyboard XML):
/// - the kind from the element: `navigationController` (its `rootViewController` relationship),
///   `tabBarController` (`viewControllers`, in segue order), `splitViewController` (classic
///   `masterViewController`/`detailViewController`; column style adds `supplementaryViewController`
///   and, for the compact column, `compactViewController`), anything else a plain controller;
/// - the split's style: an explicit `style="doubleColumn|tripleColumn"`, or Xcode 12+'s
///   `allowDoubleColumnStyle="YES"`, which is column style, triple when a supplementary column is
///   connected (as Xcode 16 writes it); with neither the split is classic, as `init(coder:)` gives;
/// - `title`, else the navigation item's title (what the bar shows), else the tab bar item's;
/// - `customClass` as `class` (a class from another module is reported: its overrides are not read);
/// - `viewControllerPlaceholder` (a storyboard reference): `storyboardName` (this storyboard when
///   absent) and `referencedIdentifier` (the initial controller when absent);
/// - `show` and `push` segues: the destinations as the scene's `shows`, each scene once;
/// - `presentation` and `popoverPresentation` segues: named presentations with
///   `modalPresentationStyle`, the popover's anchor and arrow directions, and the destination as
///   the presented `controller` (its scene, so the twin lays its views out in the presentation).
final class StoryboardReader {
    /// Storyboard name to file path.
    let catalogue: [String: String]
    let displayPath: (String) -> String
    let limits: ReadingLimits
    private(set) var unresolved: [UnresolvedItem] = []
    private(set) var presentations: [NamedPresentation] = []
    private var documents: [String: StoryboardDocument] = [:]
    /// The scenes already read as a `show` segue's destination: each is shown once, where first met.
    private var shownScenes: Set<String> = []

    /// The app target's module names (`PRODUCT_MODULE_NAME`, and the target's name): a
    /// `customModule` that names one of them is the target's own class, written out by Interface
    /// Builder when "Inherit Module From Target" is off.
    var ownModules: Set<String> = []

    init(catalogue: [String: String], displayPath: @escaping (String) -> String, limits: ReadingLimits, ownModules: Set<String> = []) {
        self.catalogue = catalogue
        self.ownModules = ownModules
        self.displayPath = displayPath
        self.limits = limits
    }

    func note(_ path: String, _ reason: String, source: String?) {
        unresolved.append(UnresolvedItem(path: path, reason: reason, source: source))
    }

    /// The storyboard called `name`.
    func document(named name: String, referencedFrom: String) throws(ProjectReadingError) -> StoryboardDocument {
        guard let named = catalogue[name] else { throw .missingStoryboard(name: name, referencedFrom: referencedFrom) }
        // A name that differs only in case is the file, as on the Mac Xcode runs on.
        let path = CaseInsensitivePath.existing(named) ?? named
        if let cached = documents[path] { return cached }
        if documents.count + 1 > limits.files {
            throw .limitExceeded(file: displayPath(path), line: 0, limit: .fileCount, maximum: limits.files, value: documents.count + 1)
        }
        if !FileManager.default.fileExists(atPath: path) { throw .missingFile(file: displayPath(path), referencedFrom: referencedFrom) }
        let document: StoryboardDocument
        do {
            document = try StoryboardDocument(path: path, displayPath: displayPath(path), limits: limits)
        } catch {
            // Only ever a ProjectReadingError (a plain-`throws` initializer, see its documentation).
            throw error as? ProjectReadingError ?? .unreadableFile(file: displayPath(path))
        }
        documents[path] = document
        return document
    }

    /// The controller a storyboard gives for `identifier` (its initial controller when `nil`), as
    /// `instantiateInitialViewController()` / `instantiateViewController(withIdentifier:)` do.
    ///
    /// - Returns: `nil` when the storyboard has no initial controller (and no identifier was asked).
    func controller(
        storyboard name: String, identifier: String?, path: String, referencedFrom: String,
        chain: [String] = []
    ) throws(ProjectReadingError) -> ControllerDescription? {
        let document = try document(named: name, referencedFrom: referencedFrom)
        let id: String
        if let identifier {
            guard let found = document.identifiers[identifier] else {
                throw .unknownSceneIdentifier(file: document.displayPath, identifier: identifier, referencedFrom: referencedFrom)
            }
            id = found
        } else {
            guard let initial = document.initialID else { return nil }
            id = initial
        }
        return try node(id, in: document, path: path, referencedFrom: referencedFrom, chain: chain)
    }

    /// The node for controller `id` of `document`.
    func node(
        _ id: String, in document: StoryboardDocument, path: String, referencedFrom: String,
        chain: [String]
    ) throws(ProjectReadingError) -> ControllerDescription {
        let key = "\(document.displayPath)#\(id)"
        if chain.contains(key) { throw .referenceCycle(chain: chain + [key]) }
        if chain.count > limits.depth {
            throw .limitExceeded(file: document.displayPath, line: 0, limit: .nestingDepth, maximum: limits.depth, value: chain.count)
        }
        let chain = chain + [key]
        guard let (element, _) = document.controllers[id] else {
            throw .unknownDestination(file: document.displayPath, objectID: id, referencedFrom: referencedFrom)
        }
        let source = document.source(of: id)
        if element.name == "viewControllerPlaceholder" {
            return try reference(element, in: document, path: path, source: source, chain: chain)
        }
        let relationships = element.child("connections")?.children.filter { $0.name == "segue" && $0["kind"] == "relationship" } ?? []
        func related(_ names: Set<String>) -> [(relationship: String, id: String)] {
            relationships.compactMap { segue in
                guard let relationship = segue["relationship"], names.contains(relationship), let destination = segue["destination"] else {
                    return nil
                }
                return (relationship, destination)
            }
        }
        func child(_ destination: String, _ childPath: String) throws(ProjectReadingError) -> ControllerDescription {
            try node(destination, in: document, path: childPath, referencedFrom: source, chain: chain)
        }
        var kind = ControllerDescription.Kind.view
        switch element.name {
        case "navigationController":
            if let root = related(["rootViewController"]).first {
                kind = .navigation([try child(root.id, "\(path).navigation[0]")])
            } else {
                kind = .navigation([ControllerDescription(source: source)])
                note(
                    "\(path).navigation[0]", "the navigation controller has no root view controller in the storyboard; it is set in code",
                    source: source)
            }
        case "tabBarController":
            var tabs: [ControllerDescription] = []
            for (index, tab) in related(["viewControllers"]).enumerated() {
                tabs.append(try child(tab.id, "\(path).tabs[\(index)]"))
            }
            if tabs.isEmpty {
                tabs = [ControllerDescription(source: source)]
                note(
                    "\(path).tabs", "the tab bar controller has no view controllers in the storyboard; they are set in code", source: source
                )
            }
            kind = .tabs(tabs)
        case "splitViewController":
            kind = .split(try split(element, path: path, source: source, related: related, child: child))
        default:
            // A plain controller whose root view is one container view: the embedded child fills it.
            if let embed = Self.fillingEmbed(element), let destination = embed["destination"] {
                kind = .container(
                    ContainerDescription(
                        child: try child(destination, "\(path).container.child"), overrideTraits: ContainerDescription.TraitOverride()))
            }
        }
        var description = ControllerDescription(kind, title: title(element, in: document, path: path, source: source), source: source)
        description.className = className(element, path: path, source: source)
        readLargeTitles(element, into: &description)
        // The scene's views, which the twin loads as the storyboard's `instantiateViewController` does.
        description.interface = .storyboard(path: document.displayPath, scene: id)
        readSegues(element, in: document, path: path, source: source, chain: chain)
        description.shows = readShows(element, in: document, path: path, chain: chain)
        noteVariations(element, path: path, source: source)
        noteEmbeds(element, path: path, source: source)
        return description
    }

    /// Interface Builder's large-title settings: a navigation controller's
    /// `<navigationBar key="navigationBar" largeTitles="YES">` (`prefersLargeTitles`) and a scene's
    /// `<navigationItem key="navigationItem" largeTitleDisplayMode="never">` (IB omits both when they
    /// are UIKit's defaults, `NO` and `automatic`).
    private func readLargeTitles(_ element: XMLTree, into description: inout ControllerDescription) {
        if element.name == "navigationController", element.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES" {
            description.prefersLargeTitles = true
        }
        if let mode = element.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] {
            description.largeTitleDisplayMode = LargeTitleDisplayMode(rawValue: mode)
        }
    }

    private func reference(
        _ element: XMLTree, in document: StoryboardDocument, path: String, source: String,
        chain: [String]
    ) throws(ProjectReadingError) -> ControllerDescription {
        if let bundle = element["bundleIdentifier"], !bundle.isEmpty {
            note(path, "a storyboard reference into bundle \(bundle), outside the app target", source: source)
            return ControllerDescription(source: source)
        }
        let name = element["storyboardName"] ?? document.name
        let identifier = element["referencedIdentifier"]
        if let found = try controller(storyboard: name, identifier: identifier, path: path, referencedFrom: source, chain: chain) {
            return found
        }
        note(path, "storyboard reference to \(name), which has no initial view controller", source: source)
        return ControllerDescription(source: source)
    }

    // MARK: Split view

    private func split(
        _ element: XMLTree, path: String, source: String, related: (Set<String>) -> [(relationship: String, id: String)],
        child: (String, String) throws(ProjectReadingError) -> ControllerDescription
    ) throws(ProjectReadingError) -> SplitDescription {
        let supplementary = related(["supplementaryViewController"]).first
        let style: SplitViewControllerStyle
        switch element["style"] {
        case "doubleColumn": style = .doubleColumn
        case "tripleColumn": style = .tripleColumn
        case "unspecified": style = .unspecified
        default:
            style = element["allowDoubleColumnStyle"] == "YES" ? (supplementary == nil ? .doubleColumn : .tripleColumn) : .unspecified
        }
        var split = SplitDescription(style: style)
        let p = "\(path).split"
        if let master = related(["masterViewController", "primaryViewController"]).first {
            split.primary = try child(master.id, "\(p).primary")
        }
        if let detail = related(["detailViewController", "secondaryViewController"]).first {
            split.secondary = try child(detail.id, "\(p).secondary")
        }
        if let supplementary {
            if style == .tripleColumn {
                split.supplementary = try child(supplementary.id, "\(p).supplementary")
            } else {
                note("\(p).supplementary", "a supplementary column on a \(style) split is ignored by UIKit", source: source)
            }
        }
        if let compact = related(["compactViewController"]).first {
            if style.isColumnStyle { split.compact = try child(compact.id, "\(p).compact") }
        }
        if split.primary == nil { note("\(p).primary", "no primary (master) column in the storyboard; it is set in code", source: source) }
        if let mode = element["preferredDisplayMode"] {
            let modes: [String: SplitDisplayMode] = [
                "automatic": .automatic, "secondaryOnly": .secondaryOnly, "primaryHidden": .secondaryOnly, "hidden": .secondaryOnly,
                "beside": .oneBesideSecondary, "allVisible": .oneBesideSecondary, "oneBesideSecondary": .oneBesideSecondary,
                "overlay": .oneOverSecondary, "primaryOverlay": .oneOverSecondary, "oneOverSecondary": .oneOverSecondary,
                "twoBesideSecondary": .twoBesideSecondary, "twoOverSecondary": .twoOverSecondary,
                "twoDisplaceSecondary": .twoDisplaceSecondary,
            ]
            if let value = modes[mode] {
                split.preferredDisplayMode = value
            } else {
                note("\(p).preferredDisplayMode", "unknown storyboard display mode '\(mode)'", source: source)
            }
        }
        if let behavior = element["behavior"] {
            let behaviors: [String: SplitBehavior] = ["automatic": .automatic, "tile": .tile, "overlay": .overlay, "displace": .displace]
            if let value = behaviors[behavior] {
                if style.isColumnStyle { split.preferredSplitBehavior = value }
            } else {
                note("\(p).preferredSplitBehavior", "unknown storyboard split behavior '\(behavior)'", source: source)
            }
        }
        if let gesture = element["presentsWithGesture"] { split.presentsWithGesture = gesture == "YES" }
        // Interface Builder writes the primary column's limits as attributes
        // (`minimumPrimaryColumnWidth="300" maximumPrimaryColumnWidth="600"`), in points.
        for (attribute, keyPath) in [
            ("minimumPrimaryColumnWidth", \SplitColumnWidths.minimumPrimaryColumnWidth),
            ("maximumPrimaryColumnWidth", \.maximumPrimaryColumnWidth),
        ] {
            guard let text = element[attribute] else { continue }
            if let value = Double(text), (0...10_000).contains(value) {
                split.columnWidths[keyPath: keyPath] = value
            } else {
                note("\(p).\(attribute)", "'\(text)' is not a width in points", source: source)
            }
        }
        if element["primaryEdge"] == "trailing" { split.primaryEdge = .trailing }
        return split
    }

    // MARK: Common properties

    private func title(_ element: XMLTree, in document: StoryboardDocument, path: String, source: String) -> String? {
        let navigationItem = element.child("navigationItem", key: "navigationItem")
        let tabBarItem = element.child("tabBarItem", key: "tabBarItem")
        let candidates: [(XMLTree?, String)] = [(element, "title"), (navigationItem, "title"), (tabBarItem, "title")]
        for (owner, attribute) in candidates {
            guard let owner, let title = owner[attribute], !title.isEmpty else { continue }
            if let id = owner["id"], let strings = localizations(of: document, key: "\(id).\(attribute)") {
                note(
                    "\(path).title",
                    "localized: key \"\(id).\(attribute)\" in \(strings.joined(separator: ", ")); the Base title '\(title)' is used",
                    source: source)
            }
            return title
        }
        return nil
    }

    /// The `.strings` files that localize `key` of a Base.lproj storyboard (`"id.title" = ...`), if any.
    private func localizations(of document: StoryboardDocument, key: String) -> [String]? {
        let folder = (document.path as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return nil }
        let parent = (folder as NSString).deletingLastPathComponent
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        let strings = entries.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
            .map { ($0 as NSString).appendingPathComponent("\(document.name).strings") }
            .filter { Self.strings((parent as NSString).appendingPathComponent($0), declare: key) }
        return strings.isEmpty ? nil : strings
    }

    /// Whether a `.strings` file (UTF-8 or UTF-16, as Xcode writes them) has an entry for `key`.
    private static func strings(_ path: String, declare key: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) ?? ""
        return text.contains("\"\(key)\"")
    }

    private static let plainClasses = [
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
    ]

    private func className(_ element: XMLTree, path: String, source: String) -> String? {
        guard let custom = element["customClass"], !custom.isEmpty else { return Self.plainClasses[element.name] }
        if let module = element["customModule"], element["customModuleProvider"] != "target", !ownModules.contains(module) {
            note(
                "\(path).class", "class \(custom) is defined in module \(module), not the app target; its overrides are not read",
                source: source)
        }
        return custom
    }

    // MARK: Segues, variations, embeds

    private func readSegues(_ element: XMLTree, in document: StoryboardDocument, path: String, source: String, chain: [String]) {
        let segues = element.descendants.filter {
            $0.name == "segue" && ["presentation", "popoverPresentation", "modal", "popover"].contains($0["kind"] ?? "")
        }
        for segue in segues {
            let segueSource = "\(document.displayPath)#\(segue["id"] ?? "segue")"
            // A scene reached along two paths (a tab and a presentation) is read twice; its segues are one presentation each.
            if presentations.contains(where: { $0.source == segueSource }) { continue }
            let destination = segue["destination"].flatMap { document.controllers[$0]?.element }
            let destinationTitle = destination.flatMap { $0["title"] ?? $0.child("navigationItem", key: "navigationItem")?["title"] }
            var name = segue["identifier"] ?? destinationTitle ?? destination?["customClass"] ?? "Segue \(segue["id"] ?? "")"
            if presentations.contains(where: { $0.name == name }) {
                var index = 2
                while presentations.contains(where: { $0.name == "\(name) \(index)" }) { index += 1 }
                name = "\(name) \(index)"
            }
            var request = PresentationRequest(title: destinationTitle ?? name)
            if ["popoverPresentation", "popover"].contains(segue["kind"] ?? "") {
                request.style = .popover
                if let arrows = segue.child("popoverArrowDirection", key: "popoverArrowDirection") {
                    var directions: PopoverArrowDirection = []
                    for (attribute, direction) in [("up", PopoverArrowDirection.up), ("down", .down), ("left", .left), ("right", .right)]
                    where arrows[attribute] == "YES" { directions.insert(direction) }
                    if !directions.isEmpty { request.permittedArrowDirections = directions }
                }
                if let anchorID = segue["popoverAnchorView"], let anchor = document.elements[anchorID],
                    let frame = anchor.child("rect", key: "frame"), let rect = Self.rect(frame)
                {
                    request.sourceRect = rect
                    note(
                        "presentations.\(name).sourceRect",
                        "the anchor's frame as laid out in Interface Builder, in its superview's coordinates",
                        source: segueSource)
                } else {
                    note(
                        "presentations.\(name).sourceRect",
                        """
                        the popover's anchor \
                        (\(segue["popoverAnchorBarButtonItem"].map { "bar button item \($0)" } ?? "set in code")) has no frame \
                        in the storyboard
                        """,
                        source: segueSource)
                }
            } else if let style = segue["modalPresentationStyle"] {
                if let parsed = ModalPresentationStyle(name: style) {
                    request.style = parsed
                } else {
                    note("presentations.\(name).style", "unknown modalPresentationStyle '\(style)'", source: segueSource)
                }
            } else if let destination, let style = destination["modalPresentationStyle"], let parsed = ModalPresentationStyle(name: style) {
                request.style = parsed
            }
            if let transition = segue["modalTransitionStyle"] ?? destination?["modalTransitionStyle"] {
                note(
                    "presentations.\(name)",
                    "modalTransitionStyle \(transition): the twin does not model transition animations (no effect on sizes or traits)",
                    source: segueSource)
            }
            // The destination as a node (its scene's views, a navigation controller's root), read
            // after the name is taken so its own presentations come after this one.
            let index = presentations.count
            presentations.append(NamedPresentation(name: name, request: request, source: segueSource))
            if let destinationID = segue["destination"], document.controllers[destinationID] != nil {
                do {
                    presentations[index].controller = try node(
                        destinationID, in: document, path: "presentations.\(name).controller", referencedFrom: segueSource, chain: chain)
                } catch {
                    note("presentations.\(name).controller", "the presented controller is not read: \(error)", source: segueSource)
                }
            }
        }
    }

    /// The destinations of the scene's `show` (and Xcode 5's `push`) segues, each scene once in
    /// the whole read (a scene several segues reach is shown where first met): what the user's
    /// taps push onto the navigation stack the scene is in. A destination that cannot be read (a
    /// cycle back to a scene on the path) is noted and left out.
    private func readShows(_ element: XMLTree, in document: StoryboardDocument, path: String, chain: [String]) -> [ControllerDescription] {
        let segues = element.descendants.filter { $0.name == "segue" && ["show", "push"].contains($0["kind"] ?? "") }
        var shows: [ControllerDescription] = []
        for segue in segues {
            // A `show` to a container presents it (UIKit does not push a navigation, tab bar or split controller).
            guard let destination = segue["destination"], let target = document.controllers[destination]?.element,
                !["navigationController", "tabBarController", "splitViewController"].contains(target.name)
            else { continue }
            let key = "\(document.displayPath)#\(destination)"
            guard !chain.contains(key), shownScenes.insert(key).inserted else { continue }
            let showPath = "\(path).shows[\(shows.count)]"
            do {
                shows.append(
                    try node(
                        destination, in: document, path: showPath, referencedFrom: "\(document.displayPath)#\(segue["id"] ?? "segue")",
                        chain: chain))
            } catch {
                note(showPath, "the shown controller is not read: \(error)", source: "\(document.displayPath)#\(segue["id"] ?? "segue")")
            }
        }
        return shows
    }

    private static func rect(_ element: XMLTree) -> PresentationRequest.Rect? {
        guard let x = element["x"].flatMap(Double.init), let y = element["y"].flatMap(Double.init),
            let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init)
        else { return nil }
        return PresentationRequest.Rect(x: x, y: y, width: width, height: height)
    }

    /// Size-class variations of the controller's views and constraints (`<variation key=...>`).
    /// The description's `layout` needs named views and SnapKit-style constraints, which a
    /// storyboard's frames and anchors do not map onto one to one, so they are counted, by key.
    private func noteVariations(_ element: XMLTree, path: String, source: String) {
        var counts: [String: Int] = [:]
        for variation in element.descendants where variation.name == "variation" {
            counts[variation["key"] ?? "?", default: 0] += 1
        }
        guard !counts.isEmpty else { return }
        let keys = counts.keys.sorted().map { "\($0) (\(counts[$0] ?? 0))" }.joined(separator: ", ")
        note(
            "\(path).layout", "\(counts.values.reduce(0, +)) size-class variations of views and constraints not carried: \(keys)",
            source: source)
    }

    /// Container-view embeds the description's nodes cannot hold: all but the one that fills the
    /// root view (``fillingEmbed(_:)``), which is carried as a `container` node.
    private func noteEmbeds(_ element: XMLTree, path: String, source: String) {
        let carried = Self.fillingEmbed(element)?["id"]
        let embeds = element.descendants.filter { $0.name == "segue" && $0["kind"] == "embed" && ($0["id"] == nil || $0["id"] != carried) }
        guard !embeds.isEmpty else { return }
        note(
            path,
            """
            \(embeds.count) child view controller\(embeds.count == 1 ? "" : "s") embedded in container views \
            (\(embeds.compactMap { $0["destination"] }.joined(separator: ", "))) not carried
            """,
            source: source)
    }
}
