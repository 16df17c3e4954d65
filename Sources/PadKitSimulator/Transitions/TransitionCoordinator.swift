import Foundation
import PadKit

/// The object UIKit hands to `willTransition(to:with:)` and `viewWillTransition(to:with:)`.
///
/// Blocks given to ``animate(alongsideTransition:completion:)`` run inside the transition, after
/// the new size and traits are committed, in registration order; completions run after the
/// layout pass, in registration order (`UIViewControllerTransitionCoordinator` documentation;
/// `docs/sources.md` § Transitions: rotation and resize).
public final class TransitionCoordinator {
    /// The rotation this transition applies.
    public let targetTransform: TargetTransform
    /// The duration of the animation in seconds.
    public let transitionDuration: TimeInterval
    /// Whether the transition animates.
    public let isAnimated: Bool

    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var pending: [(id: ObjectIdentifier, traits: TraitCollection)] = []
    private let trace: Trace?

    /// Rotation animates in 0.4 s on iPad and 0.3 s on iPhone; other size changes in 0.3 s.
    /// These are the commonly quoted UIKit durations, not measured here: **[UNCONFIRMED]**.
    public static let padRotationDuration: TimeInterval = 0.4
    /// The duration of size changes other than an iPad rotation, and of rotations on iPhone.
    public static let defaultDuration: TimeInterval = 0.3

    init(targetTransform: TargetTransform, duration: TimeInterval, animated: Bool, trace: Trace?) {
        self.targetTransform = targetTransform
        self.transitionDuration = duration
        self.isAnimated = animated
        self.trace = trace
    }

    /// Queues blocks to run with the transition and after it. Returns `true` (the twin can always
    /// queue them).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    // MARK: Internal machinery

    func setPendingTraits(_ traits: TraitCollection, for controller: ViewController) {
        let id = ObjectIdentifier(controller)
        pending.removeAll { $0.id == id }
        pending.append((id, traits))
    }

    /// The traits `controller` will have when the transition commits.
    func pendingTraits(for controller: ViewController) -> TraitCollection? {
        let id = ObjectIdentifier(controller)
        return pending.first { $0.id == id }?.traits
    }

    func deliverWillTransition(to traits: TraitCollection, for controller: ViewController) {
        trace?.record(
            controller.traceName, "willTransition(to:with:)",
            [
                TraceDetail("to", traits.summary),
                TraceDetail("sees", "\(controller.traitCollection.summary) \(FrameText.text(controller.view.bounds.size))"),
            ])
        controller.willTransition(to: traits, with: self)
    }

    func deliverViewWillTransition(to size: CGSize, for controller: ViewController) {
        trace?.record(
            controller.traceName, "viewWillTransition(to:with:)",
            [
                TraceDetail("to", FrameText.text(size)),
                TraceDetail("transform", targetTransform.description),
                TraceDetail("sees", "\(controller.traitCollection.summary) \(FrameText.text(controller.view.bounds.size))"),
            ])
        controller.viewWillTransition(to: size, with: self)
    }

    func runAlongsideAnimations() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
