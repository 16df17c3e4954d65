/// A window's safe-area insets and where they come from.
///
/// UIKit reports the insets as `UIWindow.safeAreaInsets` (and, for a controller's root view that
/// fills the window, `view.safeAreaInsets` before bars are added): "the insets that you use to
/// determine the safe area for this view" (`UIView.safeAreaInsets` documentation). On a window
/// they are what the status bar, the sensor housing and the home indicator cover.
public struct SafeArea: Sendable, Hashable, CustomStringConvertible {
    /// The insets, in the window's coordinates.
    public let insets: EdgeInsets
    /// Measured, specified or derived by a named rule (see ``DeviceSafeArea``).
    public let provenance: Provenance

    /// Makes a safe area.
    public init(insets: EdgeInsets, provenance: Provenance) {
        self.insets = insets
        self.provenance = provenance
    }

    /// `{top, left, bottom, right} (provenance)`.
    public var description: String { "\(insets) (\(provenance))" }
}
