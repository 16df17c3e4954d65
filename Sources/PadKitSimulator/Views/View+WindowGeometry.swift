import Foundation

extension View {
    /// The view's origin in its window's coordinates (the sum of the frames' origins up to the
    /// window's root view).
    public var originInWindow: CGPoint {
        var x = Double(frame.minX), y = Double(frame.minY)
        var current = superview
        while let view = current, view.superview != nil {
            x += Double(view.frame.minX)
            y += Double(view.frame.minY)
            current = view.superview
        }
        return CGPoint(x: x, y: y)
    }

    /// The view's frame in its window's coordinates.
    public var frameInWindow: CGRect { CGRect(origin: originInWindow, size: frame.size) }
}
