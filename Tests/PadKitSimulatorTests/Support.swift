import Foundation
import PadKit
import PadKitSimulator

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

/// SplitMix64: a small deterministic generator, so random-sequence tests replay from their seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
