/// An iPad capability an app can adopt beyond running in every window: what
/// `padkit-lint features` looks for, and what `padkit audit`'s tier 1 ("Differentiated") asks for.
///
/// Each feature lists the APIs that show it is adopted, in UIKit's and SwiftUI's names, with the
/// material Apple publishes about them.
public enum AppFeature: String, CaseIterable, Sendable, Hashable {
    /// More than one window of the app at a time: `UIApplicationSupportsMultipleScenes` in the
    /// scene manifest ("Supporting multiple windows on iPad").
    case multipleWindows
    /// Hardware-keyboard commands: `UIKeyCommand` (UIKit) and `.keyboardShortcut` (SwiftUI)
    /// (HIG "Keyboards"; "Adding menus and shortcuts to the menu bar and user interface").
    case keyboardShortcuts
    /// The iPadOS menu bar (iPadOS 26): `buildMenu(with:)` on the app delegate or a responder
    /// (UIKit) and `.commands` on a scene (SwiftUI) (WWDC25 "Elevate the design of your iPad app").
    case menuBar
    /// Pointer effects and shapes: `UIPointerInteraction`, `UIButton.isPointerInteractionEnabled`,
    /// `pointerStyleProvider`, `UIHoverGestureRecognizer` (UIKit), `.hoverEffect` and
    /// `.pointerStyle` (SwiftUI) (HIG "Pointing devices").
    case pointerInteractions
    /// Drag and drop between apps and windows: `UIDragInteraction`, `UIDropInteraction`, the table
    /// and collection views' drag and drop delegates (UIKit),
    /// `.draggable`, `.dropDestination`, `.onDrag`, `.onDrop` (SwiftUI) (HIG "Drag and drop").
    case dragAndDrop
    /// iPhone Duo's hinge and postures: `UIHingeInteraction` (UIKit), `.onHingeChange` and
    /// `DeviceHinge` (SwiftUI) (WWDC26 "Adapt your app for iPhone Duo").
    case hingePostures

    /// The type and member names whose use (a construction, a type annotation, a conformance,
    /// `button.isPointerInteractionEnabled = true`) shows the feature.
    var typeNames: [String] {
        switch self {
        case .multipleWindows, .menuBar: return []
        case .keyboardShortcuts: return ["UIKeyCommand"]
        case .pointerInteractions:
            return ["UIPointerInteraction", "isPointerInteractionEnabled", "pointerStyleProvider", "UIHoverGestureRecognizer"]
        case .dragAndDrop:
            // Table and collection views adopt drag and drop through their delegates.
            return [
                "UIDragInteraction", "UIDropInteraction", "UITableViewDragDelegate", "UITableViewDropDelegate",
                "UICollectionViewDragDelegate",
                "UICollectionViewDropDelegate",
            ]
        case .hingePostures: return ["UIHingeInteraction", "DeviceHinge"]
        }
    }

    /// The SwiftUI modifiers (`.name(...)` or `.name { }`) that show the feature.
    var modifierNames: [String] {
        switch self {
        case .multipleWindows: return []
        case .keyboardShortcuts: return ["keyboardShortcut"]
        case .menuBar: return ["commands"]
        case .pointerInteractions: return ["hoverEffect", "pointerStyle"]
        case .dragAndDrop: return ["draggable", "dropDestination", "onDrag", "onDrop"]
        case .hingePostures: return ["onHingeChange"]
        }
    }
}
