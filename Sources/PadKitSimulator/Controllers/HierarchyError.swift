import PadKit

/// Where UIKit raises an exception on a controller-hierarchy call, the twin throws one of these,
/// with UIKit's message.
public enum HierarchyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `NSInvalidArgumentException`: "Pushing the same view controller instance more than once is
    /// not supported" (UINavigationController).
    case pushingSameInstance(controller: String)
    /// `NSInvalidArgumentException`: "Pushing a navigation controller is not supported".
    case pushingNavigationController(controller: String)
    /// `NSInvalidArgumentException`: "Tried to pop to a view controller that doesn't exist."
    case popToMissingController(controller: String)
    /// `NSInvalidArgumentException`: "All view controllers in a navigation controller must be distinct".
    case duplicateControllers(controllers: [String])
    /// A controller added as a child of itself or of one of its descendants (UIKit raises
    /// `UIViewControllerHierarchyInconsistency`).
    case containmentCycle(child: String, parent: String)
    /// `NSInvalidArgumentException`: "Application tried to present modally a view controller … that
    /// is already being presented by …".
    case alreadyPresented(controller: String, presenter: String)
    /// `NSInvalidArgumentException`: "Application tried to present modal view controller on itself."
    case presentingOnItself(controller: String)
    /// `NSInvalidArgumentException`: "Application tried to present modally a view controller … that
    /// has a parent view controller …".
    case presentingChild(controller: String, parent: String)
    /// A tab index outside the tab bar's controllers.
    case tabIndexOutOfRange(index: Int, count: Int)
    /// `NSGenericException`: a popover presented with neither `sourceView` nor `barButtonItem`
    /// (`PopoverError/missingAnchor(controller:)` has UIKit's text).
    case popoverWithoutAnchor(controller: String)

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .pushingSameInstance(let controller):
            return "NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported (\(controller))"
        case .pushingNavigationController(let controller):
            return "NSInvalidArgumentException: Pushing a navigation controller is not supported (\(controller))"
        case .popToMissingController(let controller):
            return "NSInvalidArgumentException: Tried to pop to a view controller that doesn't exist. (\(controller))"
        case .duplicateControllers(let controllers):
            return
                """
                NSInvalidArgumentException: All view controllers in a navigation controller must be distinct \
                (\(controllers.joined(separator: ", ")))
                """
        case .containmentCycle(let child, let parent):
            return "UIViewControllerHierarchyInconsistency: \(child) cannot become a child of \(parent), which it contains"
        case .alreadyPresented(let controller, let presenter):
            return
                """
                NSInvalidArgumentException: Application tried to present modally a view controller \(controller) that is already being \
                presented by \(presenter).
                """
        case .presentingOnItself(let controller):
            return
                """
                NSInvalidArgumentException: Application tried to present modal view controller on itself. Presenting controller is \
                \(controller).
                """
        case .presentingChild(let controller, let parent):
            return
                """
                NSInvalidArgumentException: Application tried to present modally a view controller \(controller) that has a parent view \
                controller \(parent).
                """
        case .tabIndexOutOfRange(let index, let count):
            return "tab index \(index) is out of range: the tab bar has \(count) view controllers (0..<\(count))"
        case .popoverWithoutAnchor(let controller):
            return PopoverError.missingAnchor(controller: controller).description
        }
    }
}
