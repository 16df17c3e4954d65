import Foundation

/// The limits of free-form windows (Stage Manager from iPadOS 16, iPadOS 26 windowed apps).
///
/// Apple documents that windows resize "down to a minimum width and height" (HIG, Layout,
/// iPadOS) but not the numbers; `UISceneSizeRestrictions.minimumSize` is only an app's
/// *preference*, which "the system imposes limits on" (`UISceneSizeRestrictions.h`), and
/// `UIWindowScene.Geometry.minimumSize` reads 0 x 0 unless the app set one. PadKit's system
/// minimum is therefore a documented choice, **[UNCONFIRMED]**: 320 pt in each direction, the
/// narrowest window iPadOS has ever given an app (the measured 320-pt Split View and Slide Over
/// panes, and the width of the narrowest iPhone UIKit lays out for). Every Split View and Slide
/// Over window of every catalog iPad is at least this big, so every fixed window can also be
/// asked for as a free-form one.
public enum FreeformWindow {
    /// The smallest free-form window PadKit accepts.
    public static let minimumSize = CGSize(width: 320, height: 320)
    /// The rule's name in provenance (`window_min` rows).
    public static let rule = "freeform-window-minimum"
}
