import Foundation
import PadKit
import PadKitSimulator

/// A controller that writes down what it could see inside each transition callback.
public final class ObservingViewController: ViewController {
    public struct Seen: Equatable {
        public let callback: String
        public let traits: TraitCollection
        public let size: CGSize
    }

    public var seen: [Seen] = []

    public override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        seen.append(Seen(callback: "willTransition", traits: traitCollection, size: view.bounds.size))
        coordinator.animate(
            alongsideTransition: { [unowned self] _ in
                seen.append(Seen(callback: "alongside", traits: traitCollection, size: view.bounds.size))
            },
            completion: { [unowned self] _ in
                seen.append(Seen(callback: "completion", traits: traitCollection, size: view.bounds.size))
            })
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        seen.append(Seen(callback: "viewWillTransition", traits: traitCollection, size: view.bounds.size))
    }

    public override func viewWillLayoutSubviews() {
        seen.append(Seen(callback: "viewWillLayoutSubviews", traits: traitCollection, size: view.bounds.size))
    }
}
