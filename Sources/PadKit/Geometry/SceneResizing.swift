/// How an app's scene follows a window the user resizes, when that is not UIKit's ordinary live
/// resizing: for iPad apps that opt out of multitasking (`UIRequiresFullScreen`, or not all four
/// orientations) on iPadOS 26 and later (``FullScreenCompatibility``). `padkit matrix` writes it
/// as the row's `"resizing"`.
public enum SceneResizing: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iPadOS 26's compatibility mode: the scene keeps the screen's size and the system scales
    /// it to the window ("Scales your app's presentation when the user resizes it, rather than
    /// changing the size of your app's scene", `UIRequiresFullScreen`, Bundle Resources). The app
    /// gets no size callbacks when the window changes.
    case scaled
    /// iOS 27's discrete resizing for `UIRequiresFullScreen`: each time the user changes the
    /// window, the system moves the scene to a new screen configuration of that size, in an
    /// orientation the app supports, rather than resizing it live (WWDC26 "Modernize your UIKit
    /// app": "UIRequiresFullscreen honored on iPhone; enables discrete resizing", "honors
    /// supported orientations").
    case discrete

    /// The identifier in JSON (the case name).
    public var description: String { rawValue }
}
