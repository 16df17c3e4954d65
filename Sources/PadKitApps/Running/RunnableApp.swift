import PadKit
import PadKitSimulator

/// An app the twin can run: `padkit simulate`, `padkit matrix --app` and the pictures start it in
/// a window. It is either written in Swift against the twin, as an app developer writes against
/// UIKit (seed 001's code), or built from an ``AppDescription``.
public struct RunnableApp: Sendable {
    /// The name scenarios and `--app` use.
    public var name: String
    /// One line on what it shows.
    public let summary: String
    /// Builds the app's root view controller (a new tree each time).
    public let makeRootViewController: @Sendable () -> ViewController
    /// Describes the running app in a window for `padkit matrix --app` (split state, the centre
    /// window's size ...); `nil` for apps with nothing beyond the window to show.
    public let inspect: (@Sendable (Window) -> AppInspection?)?
    /// The description the app was built from; `nil` for an app written in Swift.
    public let appDescription: AppDescription?
    /// The Interface Builder views its controllers load (none for an app written in Swift).
    public let interfaces: AppInterfaces

    /// An app written in Swift.
    public init(
        name: String, summary: String,
        inspect: (@Sendable (Window) -> AppInspection?)? = nil,
        makeRootViewController: @escaping @Sendable () -> ViewController
    ) {
        self.name = name
        self.summary = summary
        self.inspect = inspect
        self.makeRootViewController = makeRootViewController
        self.appDescription = nil
        self.interfaces = .none
    }

    private init(
        description: AppDescription, interfaces: AppInterfaces, inspect: (@Sendable (Window) -> AppInspection?)?,
        makeRootViewController: @escaping @Sendable () -> ViewController
    ) {
        self.interfaces = interfaces
        self.name = description.name
        self.summary = description.summary ?? "described in \(description.name)"
        self.inspect = inspect
        self.makeRootViewController = makeRootViewController
        self.appDescription = description
    }

    /// An app built from `description`.
    ///
    /// The tree is built once here, so a description the twin cannot build fails now, with the
    /// node's JSON path, rather than at launch.
    /// - Throws: ``AppDescriptionError``.
    ///
    /// - Parameter loadingInterfaces: whether controllers load the views their storyboard scene
    ///   or XIB names (``AppInterfaces``); `false` draws them as containers only, as before.
    public static func described(_ description: AppDescription, loadingInterfaces: Bool = true) throws(AppDescriptionError) -> RunnableApp {
        let interfaces = loadingInterfaces ? AppInterfaces.load(description) : .none
        let builder = ControllerBuilder(unresolved: description.unresolved, interfaces: interfaces)
        _ = try builder.build(description.root, path: "root")
        let root = description.root
        return RunnableApp(description: description, interfaces: interfaces, inspect: inspection(for: description)) {
            // Built once above: the same description builds again.
            (try? builder.build(root, path: "root")) ?? ViewController(title: description.name)
        }
    }

    /// What `matrix --app` reports for a described app: its split if it has one, else its centre
    /// window, else its described layout, else where its tabs are.
    static func inspection(for description: AppDescription) -> (@Sendable (Window) -> AppInspection?)? {
        let kinds = description.root.allNodes
        if kinds.contains(where: {
            if case .split = $0.kind { return true }; if case .adaptiveSplit = $0.kind { return true }; return false
        }) {
            return SplitInspection.inspect
        }
        if kinds.contains(where: {
            if case .centreWindow = $0.kind { return true }; return false
        }) {
            return CentreWindowInspection.inspect
        }
        if kinds.contains(where: { $0.layout != nil }) { return LayoutInspection.inspect }
        if kinds.contains(where: {
            if case .tabs = $0.kind { return true }; return false
        }) {
            return TabBarInspection.inspect
        }
        return nil
    }

    /// The Info.plist keys the app runs with (none for an app written in Swift: UIKit's defaults).
    public var infoPlist: AppInfoPlist { appDescription?.infoPlist ?? AppInfoPlist() }

    /// What the app is built with: the description's `"sdk"` and its Info.plist's
    /// `UIDesignRequiresCompatibility` (an app written in Swift: unknown, the OS's own SDK).
    public var appBuild: AppBuild {
        AppBuild(sdk: appDescription?.sdk, designRequiresCompatibility: infoPlist.values.designRequiresCompatibility ?? false)
    }

    /// The presentation called `name` (a description's `presentations`).
    public func presentation(named name: String) -> PresentationRequest? {
        appDescription?.presentation(named: name)?.request
    }

    /// Launches the app in a resolved window: a window with the app's Info.plist orientation keys,
    /// the root controller, `makeKeyAndVisible()`; `recordsTrace: false` when only the final tree
    /// is read. This is the one way an app is launched.
    public func launch(in resolved: ResolvedWindow, recordsTrace: Bool = true) -> Window {
        let window = Window(resolved: resolved, trace: Trace(recording: recordsTrace))
        window.orientationSettings.infoPlist = infoPlist.values
        window.rootViewController = makeRootViewController()
        window.makeKeyAndVisible()
        return window
    }

    /// Launches the app in `placement` on `osVersion` (``resolvedWindow(_:osVersion:measurements:)``);
    /// `measurements` give the window's bars their measured heights (``PadKit/MeasuredPlacement``).
    public func launch(
        in placement: Placement, osVersion: OSVersion, measurements: Measurements? = nil, recordsTrace: Bool = true
    ) -> Window {
        launch(in: resolvedWindow(placement, osVersion: osVersion, measurements: measurements), recordsTrace: recordsTrace)
    }
}

extension RunnableApp {
    /// A sentence on the orientations the app refuses on `device`, when its `placements` (those
    /// it can occupy there) include one: what UIKit decides for the launched app (Info.plist, the
    /// root controller, its container's rules), or `nil` when every placement's orientation is
    /// allowed. Those placements stay in `padkit matrix`, whose notes print this sentence (the
    /// JSON rows of split apps say `"orientationAllowed": false`). The answer depends only on the device's family and hardware
    /// orientations, so
    /// callers going through many devices can ask once per pair.
    ///
    /// - Parameter decision: what `Window.resolveOrientations()` answered in a window just
    ///   launched in `placements.first` (`nil` when it raised). The caller launches, so the
    ///   launch can be one it makes anyway (`padkit matrix` takes it with its inspections).
    public func orientationNote(on device: Device, placements: [Placement], decision: OrientationDecision?) -> String? {
        guard let decision else { return nil }
        let refused = placements.map(\.orientation).filter { !decision.allowed.contains($0.mask) }
        guard !refused.isEmpty else { return nil }
        let family = device.family == .iPad ? "iPad" : "iPhone"
        return
            "\(name) allows only \(decision.allowed.caseNames.joined(separator: ", ")) on \(family) "
            + "(\(decision.reasons.filter { !$0.hasPrefix("allowed") }.joined(separator: "; "))); "
            + "its \(family) rows in other orientations show the window it would get."
    }
}
