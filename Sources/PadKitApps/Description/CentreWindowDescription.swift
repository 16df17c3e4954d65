/// Seed 002's centre small window: a list (this node's controller) whose pages open, on iPad, in
/// a window-sized card centred on the screen, and are pushed on iPhone.
public struct CentreWindowDescription: Sendable, Hashable {
    /// The pages the list opens, in order; `padkit matrix` opens the first.
    public var pages: [ControllerDescription]
    /// The card's height as a fraction of the screen's short side (default 0.85).
    public var heightFraction: Double?
    /// The card's width over its height (default 375 / 667, an iPhone 8 screen).
    public var aspectRatio: Double?

    /// Makes a centre window description from its parts; what is not given takes its default.
    public init(pages: [ControllerDescription], heightFraction: Double? = nil, aspectRatio: Double? = nil) {
        self.pages = pages
        self.heightFraction = heightFraction
        self.aspectRatio = aspectRatio
    }

    /// The keys, in the order above.
    public static let keys = ["pages", "heightFraction", "aspectRatio"]
}
