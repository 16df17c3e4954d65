import UIKit

/// Sharing and destructive actions from the device page.
final class ShareCoordinator {
    weak var host: UIViewController?
    let shareButton: UIBarButtonItem

    init(host: UIViewController, shareButton: UIBarButtonItem) {
        self.host = host
        self.shareButton = shareButton
    }

    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        activity.popoverPresentationController?.sourceItem = shareButton
        host?.present(activity, animated: true)
    }

    func confirmRemoval(onConfirm: @escaping () -> Void) {
        let sheet = UIAlertController(title: "Remove device?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in onConfirm() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        host?.present(sheet, animated: true)
    }

    func showToast(_ toast: UIView) {
        UIApplication.shared.keyWindow?.addSubview(toast)
    }
}
