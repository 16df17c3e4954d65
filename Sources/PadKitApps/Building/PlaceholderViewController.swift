import PadKitSimulator

/// The controller built for a node a generated description could not read (its path is listed
/// under `unresolved`, and nothing else is known of it: no kind, class or title). It behaves as a
/// plain `UIViewController`, and says what it stands for, so a picture draws it as a placeholder
/// rather than as a plain controller the app has.
public final class PlaceholderViewController: ViewController {
    /// Why the node is unknown (the `unresolved` item's reason).
    public let reason: String

    /// A placeholder for the node whose `unresolved` item gives `reason`.
    public init(reason: String) {
        self.reason = reason
        super.init(title: nil)
    }
}
