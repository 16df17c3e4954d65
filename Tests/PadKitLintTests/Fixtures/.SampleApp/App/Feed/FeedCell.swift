import UIKit

/// A device tile. Lays out in layoutSubviews, so nothing here goes stale.
final class FeedCell: UICollectionViewCell {
    private let icon = UIImageView()
    private let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.width / 3
        icon.frame = CGRect(x: 0, y: 0, width: bounds.width / 3, height: side)
        title.frame = CGRect(x: side, y: 0, width: bounds.width - side, height: side)
        icon.layer.cornerRadius = icon.bounds.width / 2
    }
}
