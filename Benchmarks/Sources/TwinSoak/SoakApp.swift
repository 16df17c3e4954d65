import PadKitSimulator

/// An app the soak runs: a name a scenario file can use (`"app": NAME`) and a builder for its root
/// view controller, as UIKit's `window.rootViewController = ...` would get it.
public struct SoakApp: Sendable {
    /// The name in scenario files.
    public let name: String
    /// Builds a fresh root view controller.
    public let makeRootViewController: @Sendable () -> ViewController

    public init(name: String, makeRootViewController: @escaping @Sendable () -> ViewController) {
        self.name = name
        self.makeRootViewController = makeRootViewController
    }
}
