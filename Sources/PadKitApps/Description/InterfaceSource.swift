/// Where a view controller's views come from when Interface Builder made them: a storyboard
/// scene (`"storyboard": "App/Main.storyboard", "scene": "BYZ-38-t0r"`, the scene's view
/// controller object id) or a XIB (`"nib": "App/OrdersViewController.xib"`), paths relative to
/// the description's folder.
///
/// UIKit's `loadView()` loads the view from the storyboard the controller was instantiated from,
/// else from the nib named by `nibName` (`UIViewController.loadView()` documentation: "If the
/// view controller has an associated nib file, this method loads the view from the nib file").
public enum InterfaceSource: Sendable, Hashable {
    /// A storyboard scene: the file and the scene's view controller object id.
    case storyboard(path: String, scene: String)
    /// A XIB whose File's Owner is the controller.
    case nib(path: String)

    /// The file, relative to the description's folder.
    public var path: String {
        switch self {
        case .storyboard(let path, _), .nib(let path): return path
        }
    }

    /// `App/Main.storyboard#BYZ-38-t0r` or `App/Orders.xib`: how messages name it.
    public var text: String {
        switch self {
        case .storyboard(let path, let scene): return "\(path)#\(scene)"
        case .nib(let path): return path
        }
    }
}
