import Foundation
import PadKit
import PadKitSimulator
import SnapshotSupport

/// A controller that writes down what it could see inside each transition callback.
final class ObservingViewController: ViewController {
    struct Seen: Equatable {
        let callback: String
        let traits: TraitCollection
        let size: CGSize
    }

    var seen: [Seen] = []

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        seen.append(Seen(callback: "willTransition", traits: traitCollection, size: view.bounds.size))
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            seen.append(Seen(callback: "alongside", traits: traitCollection, size: view.bounds.size))
        }, completion: { [unowned self] _ in
            seen.append(Seen(callback: "completion", traits: traitCollection, size: view.bounds.size))
        })
    }

    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        seen.append(Seen(callback: "viewWillTransition", traits: traitCollection, size: view.bounds.size))
    }

    override func viewWillLayoutSubviews() {
        seen.append(Seen(callback: "viewWillLayoutSubviews", traits: traitCollection, size: view.bounds.size))
    }
}

/// A container that gives its only child a fixed 320-pt-wide column, like a sidebar.
final class SidebarContainer: ViewController {
    override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: 320, height: parentSize.height)
    }
}

func makeWindow(_ id: String, _ orientation: InterfaceOrientation, _ mode: WindowMode = .full, os: OSVersion = .latest,
                root: ViewController) throws -> Window {
    let window = Window(placement: try Placement(device: Device.named(id), orientation: orientation, mode: mode), osVersion: os)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
