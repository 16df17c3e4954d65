import UIKit

extension UIViewController {
    /// Whether the interface is landscape, the iOS 12 way.
    var isInterfaceLandscape: Bool {
        UIApplication.shared.statusBarOrientation.isLandscape
    }

    /// Forces portrait, the way that stopped working in iOS 16.
    func forcePortrait() {
        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
    }

    /// The window's orientation, the iOS 13 way, with the old API as the fallback.
    var interfaceOrientation: UIInterfaceOrientation {
        if #available(iOS 13.0, *) {
            return view.window?.windowScene?.interfaceOrientation ?? .unknown
        } else {
            return UIApplication.shared.statusBarOrientation
        }
    }
}
