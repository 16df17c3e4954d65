import UIKit

final class OldSettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let width = UIScreen.main.bounds.width
        view.frame.size.width = width +
    }
}
