import PadKit
import PadKitSimulator

/// An app the soak runs: a name a scenario file can use (`"app": NAME`) and a builder for its root
/// view controller, as UIKit's `window.rootViewController = ...` would get it.
public struct SoakApp: Sendable {
    /// The name in scenario files.
    public let name: String
    /// Builds a fresh root view controller.
    public let makeRootViewController: @Sendable () -> ViewController
    /// The oldest OS the app installs on (an app description's `deploymentTarget`); `padkit
    /// simulate` refuses an older `osVersion`, so the soak never draws one.
    public let deploymentTarget: OSVersion?

    public init(name: String, deploymentTarget: OSVersion? = nil, makeRootViewController: @escaping @Sendable () -> ViewController) {
        self.name = name
        self.deploymentTarget = deploymentTarget
        self.makeRootViewController = makeRootViewController
    }
}
