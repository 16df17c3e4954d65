import UIKit

/// A device tile. Lays out in layoutSubviews, so nothing here goes stale; but its hairline is a
/// pixel of the main screen, not of the display the cell is on.
final class FeedCell: UICollectionViewCell {
    private let icon = UIImageView()
    private let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.width / 3
        icon.frame = CGRect(x: 0, y: 0, width: bounds.width / 3, height: side)
        title.frame = CGRect(x: side, y: 0, width: bounds.width - side, height: side)
        icon.layer.cornerRadius = icon.bounds.width / 2
        icon.layer.borderWidth = 1 / UIScreen.main.scale
    }

    /// An image of the tile for a drag preview: pixels, where any scale will do.
    func snapshot() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { layer.render(in: $0.cgContext) }
    }
}
