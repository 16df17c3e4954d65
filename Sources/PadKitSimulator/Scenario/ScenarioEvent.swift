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

    /// The event as it is written in a scenario file, for trace headers.
    public var text: String {
        switch self {
        case .multitask(let mode): return #"{"multitask": "\#(mode.id)"}"#
        case .rotate(let orientation): return #"{"rotate": "\#(orientation)"}"#
        case .resize(let width, let height):
            return #"{"resize": {"width": \#(NumberText.points(width)), "height": \#(NumberText.points(height))}}"#
        case .background: return #"{"background": {}}"#
        case .foreground: return #"{"foreground": {}}"#
        case .push(let title, let column):
            guard let column else { return #"{"push": \#(Self.quoted(title))}"# }
            return #"{"push": {"title": \#(Self.quoted(title)), "column": "\#(column)"}}"#
        case .showDetail(let title): return #"{"showDetail": \#(Self.quoted(title))}"#
        case .showColumn(let column): return #"{"showColumn": "\#(column)"}"#
        case .hideColumn(let column): return #"{"hideColumn": "\#(column)"}"#
        case .pop: return #"{"pop": {}}"#
        case .selectTab(let index): return #"{"selectTab": \#(index)}"#
        case .appearance(let style): return #"{"appearance": "\#(style)"}"#
        case .present(let request): return #"{"present": \#(request.text)}"#
        case .dismiss: return #"{"dismiss": {}}"#
        case .swipeDown: return #"{"swipeDown": {}}"#
        case .deviceOrientation(let orientation): return #"{"deviceOrientation": "\#(orientation)"}"#
        case .requestOrientations(let mask):
            return #"{"requestOrientations": [\#(mask.orientations.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        }
    }

    /// A title as a JSON string literal, escaped, so traces stay one line per entry.
    static func quoted(_ title: String) -> String {
        JSONValue.string(title).compactText
    }
}
