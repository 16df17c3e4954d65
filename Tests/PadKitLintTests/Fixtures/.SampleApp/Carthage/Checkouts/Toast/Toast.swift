import UIKit

public func showToast(_ view: UIView) {
    UIApplication.shared.keyWindow?.addSubview(view)
}
