import UIKit

/// The home feed: a grid of devices.
final class FeedViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()
    private lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let splash = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(grid)
        let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 2
        let itemWidth = UIScreen.main.bounds.width / CGFloat(columns)
        layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
        // padkit-lint:disable:next-line screen-bounds-layout -- the splash image is screen-sized by design
        splash.frame = UIScreen.main.bounds
        NotificationCenter.default.addObserver(self, selector: #selector(orientationChanged),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate { _ in
            self.layout.invalidateLayout()
        }
    }

    @objc private func orientationChanged() {
        if UIDevice.current.orientation.isLandscape {
            layout.invalidateLayout()
        }
    }
}
