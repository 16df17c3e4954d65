import Foundation
import PadLayout

/// Auto Layout on the twin's views: SnapKit-style constraints, written as an app writes them
/// against UIKit (`view1.snp.remakeConstraints { make in … }`, seed 004's `snp_remakeConstraints`),
/// live on the view's ``View/layoutNode`` and are solved by PadLayout in each layout pass.
extension View: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) {
        layoutNode.constraintTarget
    }
}

extension View: SnapKitView {
    /// SnapKit's entry point.
    public var snp: ConstraintViewDSL { layoutNode.snp }

    /// `translatesAutoresizingMaskIntoConstraints` (true until constraints are made).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutNode.translatesAutoresizingMaskIntoConstraints }
        set { layoutNode.translatesAutoresizingMaskIntoConstraints = newValue }
    }
}
