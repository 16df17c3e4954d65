/// Where UIKit raises on a popover presentation, PadKit throws one of these with UIKit's message.
public enum PopoverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `NSGenericException` from `-[UIPopoverPresentationController presentationTransitionWillBegin]`
    /// when the popover has no anchor (reported in viezel/TiSocial.Framework#153 and
    /// x2on/FSImageViewer#30 with this text).
    case missingAnchor(controller: String)
    /// `permittedArrowDirections` is empty, so no arrow can be chosen.
    case noPermittedArrowDirections(controller: String)

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .missingAnchor(let controller):
            return "NSGenericException: UIPopoverPresentationController (<UIPopoverPresentationController for \(controller)>) "
                + "should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        case .noPermittedArrowDirections(let controller):
            return "the popover of \(controller) permits no arrow direction (permittedArrowDirections is empty)"
        }
    }
}
