import UIKit

/// Full-screen video; rotates to landscape on demand.
final class PlayerViewController: UIViewController {
    var forcedLandscape = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        forcedLandscape ? .landscape : .all
    }

    func enterFullScreen() {
        forcedLandscape = true
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }

    func exitFullScreen() {
        forcedLandscape = false
        UIViewController.attemptRotationToDeviceOrientation()
        if let list = navigationController?.viewControllers[1] as? PlaylistViewController {
            list.reload()
        }
    }
}
