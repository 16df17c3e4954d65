import Foundation

/// A bar button item a popover can be anchored to (`UIBarButtonItem`). The twin draws no bars, so
/// the item carries its frame in window coordinates.
public final class BarButtonItem {
    /// The item's title, for traces.
    public var title: String
    /// Where the item is, in window coordinates.
    public var frameInWindow: CGRect

    /// Makes an item at a frame in window coordinates (where its popovers point).
    public init(title: String, frameInWindow: CGRect) {
        self.title = title
        self.frameInWindow = frameInWindow
    }
}
