/// The state of a classic split view's `displayModeButtonItem`.
public enum DisplayModeButtonItem: String, Sendable, Hashable {
    /// No button is shown.
    case hidden
    /// Tapping hides the sidebar ("full screen" glyph).
    case fullScreen
    /// Tapping shows the sidebar (back-style button).
    case back
}
