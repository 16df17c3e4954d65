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

    public init(name: String, summary: String, makeRootViewController: @escaping @Sendable () -> ViewController) {
        self.name = name
        self.summary = summary
        self.makeRootViewController = makeRootViewController
    }
}
