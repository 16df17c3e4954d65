import PadKit
import PadKitSimulator

/// A sample app that `padkit simulate` and `padkit matrix --app` can run: ordinary code written
/// against the twin, as an app developer would write it against UIKit.
public struct SampleApp: Sendable {
    /// The name used in scenario files (`"app": "navigation"`).
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// Builds the app's root view controller.
    public let makeRootViewController: @Sendable () -> ViewController
    /// Describes the running app in a window for `padkit matrix --app` (split state, the centre
    /// window's size ...); `nil` for apps with nothing beyond the window to show.
    public let inspect: (@Sendable (Window) -> AppInspection?)?

    public init(
        name: String, summary: String,
        inspect: (@Sendable (Window) -> AppInspection?)? = nil,
        makeRootViewController: @escaping @Sendable () -> ViewController
    ) {
        self.name = name
        self.summary = summary
        self.inspect = inspect
        self.makeRootViewController = makeRootViewController
    }

    /// Launches the app in `placement` (a window, the root controller, `makeKeyAndVisible()`);
    /// `recordsTrace: false` when only the final tree is read.
    public func launch(in placement: Placement, osVersion: OSVersion = .latest, recordsTrace: Bool = true) -> Window {
        let window = Window(placement: placement, osVersion: osVersion, trace: Trace(recording: recordsTrace))
        window.rootViewController = makeRootViewController()
        window.makeKeyAndVisible()
        return window
    }
}
