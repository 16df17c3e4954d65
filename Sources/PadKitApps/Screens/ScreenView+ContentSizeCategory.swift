import PadKit

extension ScreenView {
    /// The view with its text style at `category` (``ScreenFont/at(_:)``): what its text is
    /// measured in as Interface Builder laid the file out, or in a window.
    public func at(_ category: ContentSizeCategory) -> ScreenView {
        guard category != .large, let font, font.textStyle != nil else { return self }
        var view = self
        view.font = font.at(category)
        return view
    }
}
