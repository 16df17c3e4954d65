import Foundation
import PadKitSimulator

/// One plain view (not a controller's root view) as the twin laid it out: its name and its frame
/// in window coordinates (PadLayout's solution for views laid out by constraints).
public struct ViewPicture: Sendable, Hashable {
    /// The view's name (`view1`).
    public let name: String
    /// The frame in the window's coordinates.
    public let frameInWindow: CGRect
    /// The plain subviews, back to front.
    public let subviews: [ViewPicture]

    public init(name: String, frameInWindow: CGRect, subviews: [ViewPicture]) {
        self.name = name
        self.frameInWindow = frameInWindow
        self.subviews = subviews
    }

    /// The plain subviews of `view` (those no controller owns), as the JSON tree lists them.
    static func plainSubviews(of view: View) -> [ViewPicture] {
        view.subviews.filter { $0.owningViewController == nil }.map { subview in
            ViewPicture(name: subview.name, frameInWindow: subview.frameInWindow, subviews: plainSubviews(of: subview))
        }
    }

    /// This view and every subview below it, depth first (back to front).
    public var flattened: [ViewPicture] { [self] + subviews.flatMap(\.flattened) }
}
