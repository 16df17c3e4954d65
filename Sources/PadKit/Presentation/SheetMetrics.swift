import Foundation

/// The numbers UIKit sizes page and form sheets with.
///
/// Form-sheet defaults come from `-[_UISheetPresentationMetrics defaultFormSheetSizeForScreenSize:]`
/// (UIKitCore 18.0–26.1, `docs/sources.md` § Presentations, settled); the page-sheet width is
/// the Body-font readable width plus the minimum content margins (672 + 2 x 16, Q1, likely). The
/// insets of sheet cards are **[UNCONFIRMED]**: no source measured them, so they are named
/// constants a caller can change.
public struct SheetMetrics: Sendable, Hashable {
    /// The form-sheet size for screens whose long side is at most 1024 pt (9.7" iPads, iPad mini 1–5).
    public static let smallScreenFormSheetSize = CGSize(width: 540, height: 600)
    /// The form-sheet size for every other current iPad screen (long side 1080–1376 pt).
    public static let formSheetSize = CGSize(width: 580, height: 640)
    /// The form-sheet size for screens whose long side is at least 1590 pt (no built-in iPad screen).
    public static let largeScreenFormSheetSize = CGSize(width: 620, height: 680)
    /// The pre-iPadOS 16 form sheet (540 x 620, widely cited; not re-verified).
    public static let legacyFormSheetSize = CGSize(width: 540, height: 620)

    /// The page-sheet width at the default text size: readable width 672 + 2 x 16 margin.
    public var pageSheetWidth: Double
    /// Gap between the top of the safe area and a card in compact width (the presenter shows
    /// behind it). **[UNCONFIRMED]** 10 pt.
    public var compactCardTopInset: Double
    /// Gap above and below a page sheet in regular width. **[UNCONFIRMED]** 20 pt.
    public var regularPageSheetVerticalInset: Double

    /// Makes metrics; the defaults are PadKit's choices (see `docs/choices.md`).
    public init(pageSheetWidth: Double = 704, compactCardTopInset: Double = 10, regularPageSheetVerticalInset: Double = 20) {
        self.pageSheetWidth = pageSheetWidth
        self.compactCardTopInset = compactCardTopInset
        self.regularPageSheetVerticalInset = regularPageSheetVerticalInset
    }

    /// PadKit's defaults.
    public static let standard = SheetMetrics()

    /// The default form-sheet size for a screen (`+[UIViewController defaultFormSheetSize]`): it
    /// depends on the *screen*, so Split View and windows do not change it.
    ///
    /// iPadOS 16 changed the figures ("slightly bigger", hacknicity); before it the legacy
    /// 540 x 620 applies. The exact iPadOS 16–17 numbers are **[UNCONFIRMED]**: PadKit uses the
    /// 18.0 table from 16 on.
    public static func defaultFormSheetSize(screenSize: CGSize, osVersion: OSVersion) -> CGSize {
        if !OSRelease.largerFormSheets.isIncluded(in: osVersion) { return legacyFormSheetSize }
        let longSide = max(Double(screenSize.width), Double(screenSize.height))
        if longSide >= 1590 { return largeScreenFormSheetSize }
        if longSide <= 1024 { return smallScreenFormSheetSize }
        return formSheetSize
    }

    /// The form sheet's size (`formSheetSizeForViewController:windowSize:screenSize:`): the
    /// presented controller's `preferredContentSize` when both dimensions are positive, else the
    /// default. Sheets are cards from iOS 13, so the window-size fallback of the decompiled code
    /// does not apply; the frame is clamped to the container instead (``PresentationLayout``).
    public static func formSheetSize(preferredContentSize: CGSize, screenSize: CGSize, osVersion: OSVersion) -> CGSize {
        if preferredContentSize.width > 0 && preferredContentSize.height > 0 { return preferredContentSize }
        return defaultFormSheetSize(screenSize: screenSize, osVersion: osVersion)
    }
}
