/// A picture that breaks one of the rules every drawing relies on (``WindowPicture/checkInvariants()``).
public enum PictureInvariantViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The window is not where the placement says, or not on the screen.
    case windowOffScreen(placement: String, window: String, screen: String)
    /// A frame has a coordinate that is not a finite number, or a negative size.
    case invalidFrame(owner: String, frame: String)
    /// A navigation bar's title or back button does not match its stack.
    case navigationBarMismatch(controller: String, stack: [String], title: String, backTitle: String?)
    /// A tab bar's selection is not one of its items.
    case tabSelectionOutOfRange(controller: String, selectedIndex: Int, count: Int)
    /// A popover shown as one has no anchor or no arrow.
    case popoverWithoutAnchor(controller: String)

    public var description: String {
        switch self {
        case .windowOffScreen(let placement, let window, let screen):
            return "\(placement): window \(window) is not the placement's window on the screen \(screen)"
        case .invalidFrame(let owner, let frame):
            return "\(owner): frame \(frame) is not finite and non-negative"
        case .navigationBarMismatch(let controller, let stack, let title, let backTitle):
            return "\(controller): navigation bar '\(title)' (back '\(backTitle ?? "none")') does not match the stack \(stack)"
        case .tabSelectionOutOfRange(let controller, let selectedIndex, let count):
            return "\(controller): selected tab \(selectedIndex) of \(count)"
        case .popoverWithoutAnchor(let controller):
            return "\(controller): a popover drawn without an anchor or an arrow"
        }
    }
}
