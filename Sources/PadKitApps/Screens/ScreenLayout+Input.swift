import Foundation
import PadKit

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
}
