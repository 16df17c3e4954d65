import UIKit

public final class ChartView: UIView {
    public func fit() { frame = UIScreen.main.bounds }
}
