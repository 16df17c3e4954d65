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
    /// Gap between the top of the safe area and a card in compact width with the classic design
    /// (the presenter shows behind it): 10 pt. A sheet "stack's true top edge" is "the window's
    /// top safe area inset *plus* an additional 10 points" on iOS 16 (SheetInteraction's
    /// `Detents.swift`, measured on the iPhone 14 Pro and SE: `maximumDetentValue` 749 against a
    /// 759-pt safe area); montage-ios pull request 520 subtracts the same 10.2 pt on iOS 18 and
    /// earlier.
    public var compactCardTopInset: Double
    /// The same gap with the iOS 26 design (``InterfaceDesign/liquidGlass``): **0**, the card
    /// starts at the safe area's top. Measured on an iPhone 17 (iOS 26.4 simulator): "Sheet
    /// (`.large()` detent, grabber): the sheet's top edge is at 62", the safe-area top, with the
    /// navigation bar "16 below the edge" (Maui.Spine issue 377); montage-ios pull request 520: on
    /// iOS 26 a full-height sheet no longer steps back and its edges fill the screen, so the app
    /// dropped its 10.2-pt gap. 26.0 to 26.3 are derived from 26.4; a sheet stacked on a sheet is
    /// not modelled.
    public var liquidGlassCompactCardTopInset: Double
    /// Gap above and below a page sheet in regular width. **[UNCONFIRMED]** 20 pt.
    public var regularPageSheetVerticalInset: Double

    /// Makes metrics; the defaults are PadKit's choices (see `docs/choices.md`).
    public init(
        pageSheetWidth: Double = 704, compactCardTopInset: Double = 10, liquidGlassCompactCardTopInset: Double = 0,
        regularPageSheetVerticalInset: Double = 20
    ) {
        self.pageSheetWidth = pageSheetWidth
        self.compactCardTopInset = compactCardTopInset
        self.liquidGlassCompactCardTopInset = liquidGlassCompactCardTopInset
        self.regularPageSheetVerticalInset = regularPageSheetVerticalInset
    }

    /// PadKit's defaults.
    public static let standard = SheetMetrics()

    /// The gap between the safe area's top and a compact-width card for an app in `design`
    /// (``OSRelease/liquidGlass``: iOS 26, built with the iOS 26 SDK).
    public func compactCardTopInset(for design: InterfaceDesign) -> Double {
        switch design {
        case .classic: return compactCardTopInset
        case .liquidGlass: return liquidGlassCompactCardTopInset
        }
    }

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
