import Foundation
import PadKit
import PadLayout

extension ScreenLayout {
    /// Everything of a window that a layout reads: two windows with the same input get the same
    /// frames and findings from the same tree, whatever device, mode or setting they belong to.
    /// ``ScreenLayout/layout(in:)`` reads its window only through this value, so it is the
    /// whole key under which ``ScreenLayoutMemo`` shares results between launches.
    public struct Input: Hashable, Sendable {
        /// Whether it is the as-designed window (the root keeps the size IB stored).
        public var designed: Bool
        /// The window's size, or the root view's where ``isRootViewGiven``.
        public var size: CGSize
        /// The window's safe area, or the root view's where ``isRootViewGiven``.
        public var safeArea: EdgeInsets
        /// The size classes (the installed views and constraints, the system minimum margins).
        public var sizeClasses: SizeClassPair
        /// Pixels per point (intrinsic sizes and the frames' rounding).
        public var scale: Double
        /// Whether the size and safe area are the root view's own (``ScreenWindow/isRootViewGiven``).
        public var isRootViewGiven: Bool
        /// Whether the controls have iOS 26's sizes: the file's design as designed, else the OS's
        /// (the only thing of the OS version a layout reads).
        public var liquidGlass: Bool

        /// The input of `window` for a scene of `file`.
        public init(_ window: ScreenWindow, file: ScreenFile) {
            designed = window.designed
            size = window.size
            safeArea = window.safeArea
            sizeClasses = window.sizeClasses
            scale = window.scale
            isRootViewGiven = window.isRootViewGiven
            liquidGlass =
                window.designed
                ? file.designedWithLiquidGlass
                : window.osVersion.flatMap(OSVersion.init).map(OSRelease.liquidGlass.isIncluded(in:)) ?? false
        }
    }

    /// What a layout of this scene reads of its window: the root view's size and safe area as
    /// ``rootEnvironment(_:)`` gives them, and the rest of the ``Input`` that ``solve(_:)`` reads
    /// beside them. Two windows with the same key get the same layout from a fresh tree, though
    /// their inputs differ: a XIB's view or cell keeps its stored height and has no safe area in
    /// every window but the designed one, so its layout reads only the window's width of the
    /// window's geometry (the 19 windows of an 11-inch iPad Pro have 12 inputs and 7 widths).
    struct FreshKey: Hashable {
        /// Whether it is the as-designed window (placeholders, the designed widths of cells).
        var designed: Bool
        /// The root view's size.
        var rootSize: CGSize
        /// The root view's safe area.
        var rootSafeArea: ConstraintInsets
        /// The window's width (a table cell's margins follow the screen's width).
        var windowWidth: CGFloat
        /// The size classes.
        var sizeClasses: SizeClassPair
        /// Pixels per point.
        var scale: Double
        /// Whether the controls have iOS 26's sizes.
        var liquidGlass: Bool
    }

    /// The key of `input`: everything of it that ``solve(_:)`` reads, through the root
    /// environment where that is all it reads.
    func freshKey(_ input: Input) -> FreshKey {
        let environment = rootEnvironment(input)
        return FreshKey(
            designed: input.designed, rootSize: environment.size, rootSafeArea: environment.safeArea,
            windowWidth: input.size.width, sizeClasses: input.sizeClasses, scale: input.scale, liquidGlass: input.liquidGlass)
    }
}
