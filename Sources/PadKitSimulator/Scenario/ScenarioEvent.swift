import PadKit

/// One step of a scenario: what the user or the system does to the running app.
public enum ScenarioEvent: Sendable, Hashable {
    /// `{"multitask": "half"}`: change the Split View share, Slide Over or full screen.
    case multitask(WindowMode)
    /// `{"rotate": "portrait"}`: rotate the interface.
    case rotate(InterfaceOrientation)
    /// `{"resize": {"width": 700, "height": 1000}}`: a free-form window size.
    case resize(width: Double, height: Double)
    /// `{"background": {}}`: the app goes to the background (with the snapshot pass).
    case background
    /// `{"foreground": {}}`: the app comes back.
    case foreground
    /// `{"push": "Title"}`: push a new controller on the navigation stack the user is looking at;
    /// `{"push": {"title": "Title", "column": "primary"}}` picks a split view's column.
    case push(title: String, column: SplitColumn? = nil)
    /// `{"showDetail": "Title"}`: `showDetailViewController(_:sender:)` from the primary side
    /// (the selected tab, or the top controller).
    case showDetail(title: String)
    /// `{"showColumn": "primary"}`: a split view's `show(_:)` (column style).
    case showColumn(SplitColumn)
    /// `{"hideColumn": "primary"}`: a split view's `hide(_:)` (column style).
    case hideColumn(SplitColumn)
    /// `{"pop": {}}`: pop that stack (popping the root does nothing, as in UIKit).
    case pop
    /// `{"selectTab": 1}`: tap a tab.
    case selectTab(Int)
    /// `{"appearance": "dark"}`: the user switches light or dark mode.
    case appearance(UserInterfaceStyle)
    /// `{"present": {"title": "Menu", "style": "popover", ...}}`: the top controller presents a new one.
    case present(PresentationRequest)
    /// `{"dismiss": {}}`: the top presentation is dismissed in code.
    case dismiss
    /// `{"swipeDown": {}}`: the user swipes the top sheet down (or taps outside the top popover).
    case swipeDown
    /// `{"deviceOrientation": "faceUp"}`: the device turns; the interface follows only where allowed.
    case deviceOrientation(DeviceOrientation)
    /// `{"requestOrientations": ["landscapeRight"]}`: `requestGeometryUpdate` (iOS 16).
    case requestOrientations(InterfaceOrientationMask)
    /// `{"prefersInterfaceOrientationLocked": true}`: the controller whose lock preference counts
    /// changes it and calls `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (iOS 26).
    case prefersInterfaceOrientationLocked(Bool)
    /// `{"hinge": "closed" | "partiallyOpen" | "fullyOpen"}`: a device with a hinge (iPhone Duo)
    /// folds or opens (`UIHinge.Status`), moving the scene between its displays.
    case hinge(Posture)

    /// The event as it is written in a scenario file, for trace headers: one line.
    public var text: String { jsonValue.compactText }

    /// The event as a scenario file writes it (`{"rotate": "portrait"}`).
    public var jsonValue: JSONValue {
        let (name, value): (String, JSONValue) =
            switch self {
            case .multitask(let mode): ("multitask", .string(mode.id))
            case .rotate(let orientation): ("rotate", .string(orientation.description))
            case .resize(let width, let height): ("resize", .object([("width", .number(width)), ("height", .number(height))]))
            case .background: ("background", .object([]))
            case .foreground: ("foreground", .object([]))
            case .push(let title, let column):
                ("push", column.map { .object([("title", .string(title)), ("column", .string($0.description))]) } ?? .string(title))
            case .showDetail(let title): ("showDetail", .string(title))
            case .showColumn(let column): ("showColumn", .string(column.description))
            case .hideColumn(let column): ("hideColumn", .string(column.description))
            case .pop: ("pop", .object([]))
            case .selectTab(let index): ("selectTab", .number(Double(index)))
            case .appearance(let style): ("appearance", .string(style.description))
            case .present(let request): ("present", request.jsonValue)
            case .dismiss: ("dismiss", .object([]))
            case .swipeDown: ("swipeDown", .object([]))
            case .deviceOrientation(let orientation): ("deviceOrientation", .string(orientation.description))
            case .requestOrientations(let mask): ("requestOrientations", .array(mask.orientations.map { .string($0.description) }))
            case .prefersInterfaceOrientationLocked(let locked): ("prefersInterfaceOrientationLocked", .bool(locked))
            case .hinge(let posture): ("hinge", .string(posture.rawValue))
            }
        return .object([(name, value)])
    }
}
