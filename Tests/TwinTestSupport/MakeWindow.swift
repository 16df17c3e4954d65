import PadKit
import PadKitSimulator

/// A key, visible window on `id`'s device in `orientation` and `mode`, showing `root`: the
/// twin's tests build their trees themselves and put them in a window this way.
public func makeWindow(
    _ id: String, _ orientation: InterfaceOrientation, _ mode: WindowMode = .full, os: OSVersion = .latest,
    root: ViewController
) throws -> Window {
    makeWindow(try Placement(device: Device.named(id), orientation: orientation, mode: mode), os: os, root: root)
}

/// A key, visible window in `placement` on `os`, showing `root`.
public func makeWindow(_ placement: Placement, os: OSVersion = .latest, root: ViewController) -> Window {
    let window = Window(placement: placement, osVersion: os)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
