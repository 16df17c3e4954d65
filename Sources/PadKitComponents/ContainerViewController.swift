import PadKit
import PadKitSimulator

/// Seed 001's `ContainerViewController`, ported line for line: the root of the window, with the
/// app's content as its only child, overriding the child's traits.
///
/// ```swift
/// override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
///     if self.view.bounds.size.width < 1000 {
///         return UITraitCollection(horizontalSizeClass: .compact)
///     }
///     return super.traitCollection
/// }
/// ```
/// Note what the twin shows about this code: UIKit asks for the override while it computes the
/// new traits, before the view has its new bounds, so in `willTransition(to:with:)` the child is
/// told the traits that match the *old* width; `traitCollectionDidChange(_:)` then reports the
/// traits that match the new width. An override that decides from `size` in
/// `viewWillTransition(to:with:)` avoids that.
public final class ContainerViewController: ViewController {
    /// The width below which the child's traits are overridden (seed 001: 1000 pt).
    public var compactWidthThreshold: Double = 1000
    /// Whether the override applies only below ``compactWidthThreshold`` (seed 001) or always.
    public var overridesOnlyBelowThreshold = true
    /// The traits forced on the child (seed 001: a compact horizontal size class).
    public var overrideTraits = TraitCollection(horizontalSizeClass: .compact)

    /// The child whose traits are overridden.
    public var content: ViewController? {
        didSet {
            oldValue?.willMove(toParent: nil)
            oldValue?.view.removeFromSuperview()
            oldValue?.removeFromParent()
            if isViewLoaded { embedContent() }
        }
    }

    /// Adds the child.
    public override func viewDidLoad() {
        super.viewDidLoad()
        embedContent()
    }

    /// A compact horizontal size class for the child while the container is narrower than its threshold, as seed 001's container does.
    public override func overrideTraitCollection(forChild childViewController: ViewController) -> TraitCollection? {
        if !overridesOnlyBelowThreshold || Double(self.view.bounds.size.width) < compactWidthThreshold {
            return overrideTraits
        }
        return super.traitCollection
    }

    private func embedContent() {
        guard let content, content.parent !== self else { return }
        try? addChild(content)
        content.view.frame = view.bounds
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
