import UIKit

final class PantryListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
    }
}
