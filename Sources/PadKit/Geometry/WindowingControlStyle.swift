/// How a scene asks iPadOS to draw its window controls (`UIWindowScene.WindowingControlStyle`,
/// returned from `UIWindowSceneDelegate.preferredWindowingControlStyle(for:)`, iPadOS 26): "Called
/// by the system to determine the windowing control style for the provided scene. `automaticStyle`
/// will be used if this method is not implemented."
///
/// Apple gives the styles one line each and no sizes: `.automatic` "Windowing controls will use the
/// default system style", `.minimal` "Windowing controls will occupy as little of the scene's space
/// as possible", `.unified` "Windowing controls will appear as part of the scene's content". The one
/// field report (NTUT-NPC/tattoo pull request 457, iPad Pro 13-inch simulator on iPadOS 27) found
/// that `.minimal` "reserves a compact strip for the controls above" the app's content: PadKit
/// takes the strip out of the window's top safe area (``WindowControls/minimalStripHeight``,
/// **[UNCONFIRMED]** height). `.automatic` and `.unified` overlay the content as PadKit has always
/// drawn them (the controls' layout region, ``WindowControls/frame(in:osVersion:rightToLeft:)``).
/// An app in the compatibility design or the scaled compatibility window gets no say:
/// "`preferredWindowingControlStyle` has no effect" there (OpenZCine pull request 91).
public enum WindowingControlStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The system's default style (on iPad, the controls overlay the content).
    case automatic
    /// The controls take a strip at the top of the window; the content starts below it.
    case minimal
    /// The controls are part of the content (as ``automatic`` on iPad).
    case unified

    /// The name in JSON (`"windowingControlStyle"`), the case name.
    public var description: String { rawValue }
}
