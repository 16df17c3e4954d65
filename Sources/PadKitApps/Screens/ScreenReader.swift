import Foundation
import PadKit
import PadLayout

/// Reads the views and constraints of an Interface Builder storyboard or XIB (``ScreenFile``).
///
/// Only a file that cannot be read at all (missing, too large, not XML, not an IB document)
/// throws; every smaller problem (a constraint naming an id that is not in its scene, a
/// malformed number, a construct PadKit does not model, a document that is not iOS or is in
/// Interface Builder 3's archive format) is listed under ``ScreenFile/unresolved`` with its
/// file:line, and the rest of the file is read.
public enum ScreenReader {
    /// Reads the file at `path`, naming it `displayPath` in output.
    ///
    /// - Throws: ``ScreenReadingError/unreadable(file:reason:)``.
    public static func read(
        path: String, displayPath: String, limits: ReadingLimits = ReadingLimits()
    ) throws(ScreenReadingError) -> ScreenFile {
        let root: XMLTree
        do {
            let data = try BoundedFile.read(path, limits: limits)
            root = try XMLTree.parse(data, file: displayPath, limits: limits)
        } catch {
            throw .unreadable(file: displayPath, reason: error.description)
        }
        if root.name == "archive", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") {
            return legacyArchive(root, type: type, file: displayPath)
        }
        guard root.name == "document" else {
            throw .unreadable(
                file: displayPath, reason: "line \(root.line): not an Interface Builder document (root element <\(root.name)>)")
        }
        var context = Context(file: displayPath, root: root)
        return context.read()
    }

    /// The intrinsic content sizes Interface Builder measured for the views of an `@IBDesignable`
    /// class it rendered: a document whose views live-render code keeps, after its scenes,
    /// `<designables><designable name="ID"><size key="intrinsicContentSize" width=... height=.../>`,
    /// the size the class's own `intrinsicContentSize` returned in Interface Builder's process. It
    /// is the size IB laid the file out with, so PadKit takes it as that view's intrinsic size, as it
    /// takes an intrinsic-size placeholder (UIKit's `UIViewNoIntrinsicMetric`, -1, for an axis with
    /// none). Read in 20 files of 7 apps fetched (41 views: labels with a style set in code, badges,
    /// progress bars) and Corona-Warn-App's `ENALabel`, whose text style is a user-defined runtime
    /// attribute only the class reads. A multi-line label's recorded size is its text on one line,
    /// which it wraps at the width layout gives it (``IntrinsicContentSize/designableWrappedSize(_:oneLine:metrics:scale:maxWidth:)``):
    /// the view is marked `designable` so that its size is told from an intrinsic-size placeholder's.
    static func designableIntrinsicSizes(_ root: XMLTree) -> [String: (width: String, height: String)] {
        var sizes: [String: (width: String, height: String)] = [:]
        for designable in root.child("designables")?.children ?? [] where designable.name == "designable" {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
                let width = size["width"], let height = size["height"], Double(width) != nil, Double(height) != nil
            else { continue }
            sizes[id] = (width, height)
        }
        return sizes
    }

    /// A XIB in Interface Builder 3's archive format (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`),
    /// which Xcode 4 and earlier wrote and Xcode 5 replaced by the `<document>` format: an Interface
    /// Builder document, so not an error (real repositories still carry them, often in vendored
    /// dependencies' demos), but its serialized objects are not read: it is listed under
    /// `unresolved` with the remedy, and the other files are laid out.
    static func legacyArchive(_ root: XMLTree, type: String, file: String) -> ScreenFile {
        let platform = type.contains("CocoaTouch") ? "an iOS" : "a Mac"
        let reason =
            "\(platform) document in Interface Builder 3's archive format (\(type), written by Xcode 4 or earlier): not read; "
            + "open it in a current Xcode and save it to convert it to the document format"
        return ScreenFile(
            file: file, designedFor: nil, designedOrientation: "portrait", usesSafeAreas: false, scenes: [],
            unresolved: [ScreenUnresolved(path: "", reason: reason, source: "\(file):\(root.line)")], imageSizes: [:])
    }

    /// Where a scene's element comes from while reading.
    struct Context {
        let file: String
        let root: XMLTree
        var unresolved: [ScreenUnresolved] = []
        /// The intrinsic sizes Interface Builder measured for the `@IBDesignable` views it rendered,
        /// by view id (`<designables>`): see ``designableIntrinsicSizes(_:)``.
        let designables: [String: (width: String, height: String)]

        init(file: String, root: XMLTree) {
            self.file = file
            self.root = root
            designables = ScreenReader.designableIntrinsicSizes(root)
        }

        func source(_ line: Int) -> String { "\(file):\(line)" }

        mutating func note(_ path: String, _ reason: String, line: Int) {
            unresolved.append(ScreenUnresolved(path: path, reason: reason, source: source(line)))
        }

        mutating func read() -> ScreenFile {
            let runtime = root["targetRuntime"] ?? ""
            let deviceElement = root.child("device")
            let orientation = deviceElement?["orientation"] ?? "portrait"
            guard runtime.hasPrefix("iOS") else {
                note(
                    "", "a \(runtime.isEmpty ? "document without targetRuntime" : runtime) document is not iOS: not laid out",
                    line: root.line)
                return ScreenFile(
                    file: file, designedFor: nil, designedOrientation: orientation, usesSafeAreas: false, scenes: [],
                    unresolved: unresolved, imageSizes: [:])
            }
            var device = DesignDevice.named("retina6_1")
            if let id = deviceElement?["id"] {
                device = DesignDevice.named(id)
                if device == nil {
                    note(
                        "designedFor",
                        "unknown Interface Builder device \(id): laid out as retina6_1 (414 x 896); add it to DesignDevice.all",
                        line: deviceElement?.line ?? root.line)
                    device = DesignDevice.named("retina6_1")
                }
            } else {
                note("designedFor", "the document names no <device> (saved before Xcode 8): laid out as retina6_1", line: root.line)
            }
            var images: [String: CGSize] = [:]
            for image in root.child("resources")?.children ?? [] where image.name == "image" || image.name == "systemImage" {
                guard let name = image["name"] else { continue }
                if let w = image["width"].flatMap(Double.init), let h = image["height"].flatMap(Double.init), w.isFinite, h.isFinite,
                    w >= 0, h >= 0
                {
                    images[name] = CGSize(width: w, height: h)
                }
            }
            let bars = simulatedBarsByController()
            var scenes: [ScreenScene] = []
            var withoutViews: [String: String] = [:]
            for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
                // Views kept in a scene's dock beside its controller are loaded only when code adds them.
                for object in scene.child("objects")?.children ?? []
                where object.child("rect", key: "frame") != nil
                    && !StoryboardDocument.controllerElements.contains(object.name)
                {
                    note(
                        "",
                        """
                        the <\(object.name)> \(object["id"] ?? "?") in the dock of scene \(scene["sceneID"] ?? "?") is added \
                        by code: not laid out
                        """,
                        line: object.line)
                }
                for object in scene.child("objects")?.children ?? [] where StoryboardDocument.controllerElements.contains(object.name) {
                    let path = "scenes[\(scenes.count)]"
                    if object.name == "hostingController" {
                        if let id = object["id"] { withoutViews[id] = object.name }
                        note(
                            "",
                            """
                            SwiftUI hosting controller \(object["id"] ?? "?"): its view is SwiftUI (scene \
                            \(scene["sceneID"] ?? "?")), not laid out
                            """,
                            line: object.line)
                        continue
                    }
                    guard let rootView = object.children.first(where: { $0["key"] == "view" && $0.child("rect", key: "frame") != nil })
                    else {
                        if let id = object["id"] { withoutViews[id] = object.name }
                        continue
                    }
                    let id = object["id"] ?? rootView["id"] ?? "?"
                    let className = object["customClass"] ?? ScreenView.uikitClass(of: object.name)
                    var sceneBars = bars[id] ?? .none
                    Self.explicitBars(object, into: &sceneBars)
                    if let built = buildScene(
                        id: id, sceneID: scene["sceneID"], className: className, line: object.line, rootView: rootView,
                        controller: object, bars: sceneBars, isControllerRoot: true, path: path)
                    {
                        scenes.append(built)
                    }
                }
            }
            // A XIB: each top-level view or cell is a scene; File's Owner names the class of the one its `view` outlet points at.
            let objects = root.child("objects")?.children ?? []
            let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }?["destination"]
            for object in objects {
                let path = "scenes[\(scenes.count)]"
                if StoryboardDocument.controllerElements.contains(object.name) {
                    guard let rootView = object.children.first(where: { $0["key"] == "view" && $0.child("rect", key: "frame") != nil })
                    else {
                        if let id = object["id"] { withoutViews[id] = object.name }
                        continue
                    }
                    var xibBars = SimulatedBars.none
                    Self.explicitBars(object, into: &xibBars)
                    if let built = buildScene(
                        id: object["id"] ?? "?", sceneID: nil, className: object["customClass"] ?? ScreenView.uikitClass(of: object.name),
                        line: object.line, rootView: rootView, controller: object, bars: xibBars, isControllerRoot: true, path: path)
                    {
                        scenes.append(built)
                    }
                    continue
                }
                guard object.child("rect", key: "frame") != nil, let id = object["id"] else { continue }
                let isOwners = id == ownerView && owner?["customClass"] != nil
                let className = isOwners ? owner?["customClass"] ?? "" : object["customClass"] ?? ScreenView.uikitClass(of: object.name)
                var xibBars = SimulatedBars.none
                Self.explicitBars(object, into: &xibBars)
                // File's Owner's view is a view controller's root view when the owner is a controller class (its name ends in Controller).
                if let built = buildScene(
                    id: id, sceneID: nil, className: className, line: object.line, rootView: object, controller: nil,
                    bars: xibBars, isControllerRoot: isOwners && object.name == "view" && className.hasSuffix("Controller"), path: path)
                {
                    scenes.append(built)
                }
            }
            var result = ScreenFile(
                file: file, designedFor: device, designedOrientation: orientation, usesSafeAreas: root["useSafeAreas"] == "YES",
                scenes: scenes, unresolved: unresolved, imageSizes: images)
            result.toolsVersion = layoutVersion
            result.controllersWithoutViews = withoutViews
            return result
        }

        /// The version of the Interface Builder that laid the views out (``ScreenFile/toolsVersion``):
        /// the Cocoa Touch plug-in's; `toolsVersion` is the writer's build, and 40 files of the apps
        /// read carry "32700.99.1234" beside a plug-in of Xcode 15 (22684, 22685) and its 51 x 31
        /// switches.
        var layoutVersion: Int {
            let major = { (version: String?) in version.flatMap { Int($0.prefix { $0.isNumber }) } }
            let plugIn = root.child("dependencies")?.children.first {
                $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
            }
            return major(plugIn?["version"]) ?? major(root["toolsVersion"]) ?? 0
        }

        // MARK: Bars

        /// The bars each controller is shown under, from the storyboard's relationships: a
        /// navigation controller's root and what is pushed from it get its navigation bar (a
        /// `showDetail` destination too: Interface Builder simulates the source's bar over it,
        /// as Habitica's stored frames show, `docs/sources.md` "habitica: presented navigation
        /// stacks as sheets, and show-detail destinations"); a tab bar controller's children (and
        /// their navigation roots) get a tab bar; a controller presented as a sheet is marked so
        /// (``presentedAsSheet(_:layoutVersion:)``).
        func simulatedBarsByController() -> [String: SimulatedBars] {
            var controllers: [String: XMLTree] = [:]
            for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
                for object in scene.child("objects")?.children ?? [] where StoryboardDocument.controllerElements.contains(object.name) {
                    if let id = object["id"] { controllers[id] = object }
                }
            }
            let segues = Self.segues
            var bars: [String: SimulatedBars] = [:]
            for (id, controller) in controllers.sorted(by: { $0.key < $1.key }) where controller.name == "tabBarController" {
                _ = id
                for segue in segues(controller) where segue["relationship"] == "viewControllers" {
                    guard let destination = segue["destination"] else { continue }
                    bars[destination, default: .none].bottomBar = .init(kind: "tabBar", translucent: true)
                    if let child = controllers[destination], child.name == "navigationController" {
                        for s in segues(child) where s["relationship"] == "rootViewController" {
                            if let root = s["destination"] {
                                bars[root, default: .none].bottomBar = .init(kind: "tabBar", translucent: true)
                                for pushed in Self.pushedKeepingTabBar(from: root, controllers: controllers)
                                where bars[pushed]?.bottomBar == nil {
                                    bars[pushed, default: .none].bottomBar = .init(kind: "tabBar", translucent: true)
                                }
                            }
                        }
                    }
                }
            }
            for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) where controller.name == "navigationController" {
                // `navigationBarHidden="YES"` (`isNavigationBarHidden`): Interface Builder shows
                // the stack without a bar (artsy/eidolon's kiosk flow, its views 20 pt from the top).
                guard controller["navigationBarHidden"] != "YES" else { continue }
                let bar = controller.children.first { $0["key"] == "navigationBar" }
                let translucent = bar?["translucent"] != "NO"
                let prefersLargeTitles = bar?["largeTitles"] == "YES"
                // Each controller with whether the item below it shows a large title (`nil` for the
                // root) and whether a tab bar controller holds it (the tab bar controller's item is
                // the one the bar shows, `UITabBarController` being what the stack pushed).
                var queue: [(id: String, below: Bool?, inTabBar: Bool, translucent: Bool)] =
                    segues(controller).filter { $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
                    .map { ($0, nil, false, translucent) }
                var seen: Set<String> = []
                while let (next, below, inTabBar, translucent) = queue.first {
                    queue.removeFirst()
                    guard seen.insert(next).inserted, let target = controllers[next], target.name != "navigationController" else {
                        continue
                    }
                    let large = inTabBar ? below ?? true : Self.showsLargeTitle(target, below: below)
                    if bars[next]?.navigationBar == nil {
                        bars[next, default: .none].navigationBar = .init(
                            kind: "navigationBar", translucent: translucent, largeTitle: prefersLargeTitles && large)
                    }
                    // A scene whose top bar the file sets to None (`<nil key="simulatedTopBarMetrics"/>`)
                    // passes no bar on: Interface Builder's Inferred bar of a pushed scene is the
                    // one its source shows (Tinode's branding scene, pushed from a login scene set
                    // to None, is laid out 20 pt from the top). So a scene whose bar the file sets
                    // opaque or translucent passes that bar on (``explicitTopBar(_:)``).
                    let explicit = Self.explicitTopBar(target)
                    let showsBar = !target.children.contains { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }
                    for segue in Self.shownSegues(target) where showsBar {
                        if let d = segue["destination"] { queue.append((d, large, false, explicit?.translucent ?? translucent)) }
                    }
                    if target.name == "tabBarController" {
                        for segue in segues(target) where segue["relationship"] == "viewControllers" {
                            if let d = segue["destination"] { queue.append((d, large, true, translucent)) }
                        }
                    }
                }
            }
            // A scene outside this file's navigation controllers whose bar the file sets passes it on
            // to the scenes it pushes, as a stack's scenes do above.
            for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) {
                guard let bar = Self.explicitTopBar(controller) else { continue }
                var queue = Self.shownSegues(controller).compactMap { $0["destination"] }
                var seen: Set<String> = []
                while let next = queue.first {
                    queue.removeFirst()
                    guard seen.insert(next).inserted, let target = controllers[next], target.name != "navigationController",
                        bars[next]?.navigationBar == nil, !target.children.contains(where: { $0["key"] == "simulatedTopBarMetrics" })
                    else { continue }
                    bars[next, default: .none].navigationBar = bar
                    queue += Self.shownSegues(target).compactMap { $0["destination"] }
                }
            }
            for id in Self.presentedAsSheet(controllers, layoutVersion: layoutVersion) {
                bars[id, default: .none].presentedAsSheet = true
            }
            return bars
        }

        /// The scenes a tab's navigation stack pushes from `root` (`show` and `push` segues, from
        /// the scenes they push in turn) that keep the tab bar, in the order they are reached.
        ///
        /// A controller pushed onto a navigation controller inside a tab bar controller is shown
        /// above the tab bar unless it sets `hidesBottomBarWhenPushed` (UIKit's
        /// `UIViewController.hidesBottomBarWhenPushed`: "the bottom bar ... is hidden when the view
        /// controller is pushed"), and Interface Builder's Inferred bottom bar shows it so: the 9
        /// pushed scenes of the apps read with views pinned to the safe area's bottom end at the tab
        /// bar (AltStore's at 49 on `retina4_7`, xDrip4iOS's eight at 86 in landscape). A
        /// `showDetail` segue replaces a split view's secondary column rather than pushing, and
        /// Habitica's scenes shown that way from a tab's stack are stored without the tab bar; a
        /// scene that sets its own bottom bar keeps it (`docs/sources.md`, "round 16, control").
        static func pushedKeepingTabBar(from root: String, controllers: [String: XMLTree]) -> [String] {
            var result: [String] = []
            var queue = [root]
            var seen: Set<String> = [root]
            while let next = queue.first {
                queue.removeFirst()
                guard let target = controllers[next] else { continue }
                for segue in shownSegues(target) where segue["kind"] != "showDetail" {
                    guard let destination = segue["destination"], let pushed = controllers[destination],
                        pushed.name != "navigationController", pushed.name != "tabBarController",
                        pushed["hidesBottomBarWhenPushed"] != "YES",
                        !pushed.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" }),
                        seen.insert(destination).inserted
                    else { continue }
                    result.append(destination)
                    queue.append(destination)
                }
            }
            return result
        }

        /// Whether `controller`'s navigation item shows a large title in a bar that prefers them,
        /// `below` being whether the item below it does (`nil` for the stack's root):
        /// ``PadKit/LargeTitleDisplayMode/showsLargeTitleRow(at:of:)`` with IB's
        /// `<navigationItem largeTitleDisplayMode=...>` (absent is `automatic`).
        static func showsLargeTitle(_ controller: XMLTree, below: Bool?) -> Bool {
            let item = controller.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }
            let mode = item?["largeTitleDisplayMode"].flatMap(LargeTitleDisplayMode.init(rawValue:)) ?? .automatic
            guard let below else { return LargeTitleDisplayMode.showsLargeTitleRow(at: 0, of: [mode]) }
            return LargeTitleDisplayMode.showsLargeTitleRow(at: 1, of: [below ? .always : .never, mode])
        }

        /// The navigation bar the file sets on `controller` (`<simulatedNavigationBarMetrics
        /// key="simulatedTopBarMetrics" translucent=...>`), which Interface Builder shows over the
        /// scenes it pushes whose top bar is Inferred, as it shows a stack's bar over them: Soundscape's
        /// help and settings pages, pushed from scenes set to an opaque bar (`translucent="NO"`) and
        /// stored with their views at the root's top, and Rocket.Chat's member list, whose pushed
        /// scene's 504-pt root on a 568-pt iPhone starts below an opaque bar (`docs/sources.md`,
        /// "round 15, control").
        static func explicitTopBar(_ controller: XMLTree) -> SimulatedBars.Bar? {
            guard
                let metrics = controller.children.first(where: {
                    $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
                })
            else { return nil }
            return SimulatedBars.Bar(kind: "navigationBar", translucent: metrics["translucent"] != "NO")
        }

        /// Simulated metrics written on the controller or view override the inferred bars.
        static func explicitBars(_ element: XMLTree, into bars: inout SimulatedBars) {
            for child in element.children {
                switch (child.name, child["key"]) {
                case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                    bars.navigationBar = .init(kind: "navigationBar", translucent: child["translucent"] != "NO")
                case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                    bars.bottomBar = .init(kind: "tabBar", translucent: child["translucent"] != "NO")
                case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                    bars.bottomBar = .init(kind: "toolbar", translucent: child["translucent"] != "NO")
                case ("nil", "simulatedTopBarMetrics"):
                    bars.navigationBar = nil
                case ("nil", "simulatedBottomBarMetrics"):
                    bars.bottomBar = nil
                case ("nil", "simulatedStatusBarMetrics"):
                    bars.statusBarHidden = true
                case ("modalPageSheetSimulatedSizeMetrics", "simulatedDestinationMetrics"),
                    ("modalFormSheetSimulatedSizeMetrics", "simulatedDestinationMetrics"):
                    bars.presentedAsSheet = true
                case (_, "simulatedDestinationMetrics"):
                    // A size of its own (free-form): not the card Interface Builder would infer.
                    bars.presentedAsSheet = false
                default:
                    break
                }
            }
        }
    }
}
