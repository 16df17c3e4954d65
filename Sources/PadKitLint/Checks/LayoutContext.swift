import SwiftSyntax

/// Where layout code lives, as UIKit names it.
enum LayoutContext {
    /// Callbacks UIKit runs again after every size change, so values computed inside are never
    /// stale: the layout pass, flow-layout sizing and self-sizing.
    static let recomputedOnResize: Set<String> = [
        "layoutSubviews()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        "viewWillTransition(to:with:)", "draw(_:)", "sizeThatFits(_:)",
        "systemLayoutSizeFitting(_:)", "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
        "prepare()", "layoutAttributesForElements(in:)", "layoutAttributesForItem(at:)",
        "shouldInvalidateLayout(forBoundsChange:)", "preferredLayoutAttributesFitting(_:)",
        "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "tableView(_:heightForRowAt:)",
        "intrinsicContentSize", "collectionViewContentSize",
    ]

    /// Callbacks whose job is to choose a layout; an idiom check inside one picks a layout.
    static let layoutCallbacks: Set<String> = recomputedOnResize.union([
        "traitCollectionDidChange(_:)", "willTransition(to:with:)", "updateConstraints()",
        "updateViewConstraints()",
    ])

    /// Members whose assignment sets geometry.
    static let geometryMembers: Set<String> = [
        "frame", "bounds", "center", "origin", "size", "width", "height",
        "itemSize", "estimatedItemSize", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing",
        "contentInset", "layoutMargins", "directionalLayoutMargins", "constant", "axis", "spacing",
        "numberOfColumns", "columnCount", "rowHeight", "estimatedRowHeight",
    ]

    /// Calls that build constraints or geometry.
    static let geometryCalls: Set<String> = [
        "activate", "makeConstraints", "remakeConstraints", "updateConstraints",
        "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints",
        "snp_makeConstraints", "snp_remakeConstraints", "snp_updateConstraints",
        "constraint", "CGRect", "CGSize", "UIEdgeInsets", "NSDirectionalEdgeInsets", "setCollectionViewLayout",
    ]

    /// Argument labels that carry geometry.
    static let geometryLabels: Set<String> = [
        "width", "height", "x", "y", "top", "left", "bottom", "right", "leading", "trailing",
        "constant", "multiplier", "equalToConstant", "spacing", "insets",
    ]

    /// Fragments of local names that hold geometry (`columns`, `itemWidth`, `cellSize`, `sideMargin`).
    static let geometryNameFragments: [String] = [
        "column", "width", "height", "inset", "margin", "spacing", "padding", "perrow", "itemsize", "cellsize", "frame",
    ]

    static func isGeometryName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return geometryNameFragments.contains { lowered.contains($0) }
    }
}

/// What ``GeometryWorkFinder`` and ``InterfaceWorkFinder`` share: a walk that stops at the first
/// work it finds, and the calls that are work; each subclass adds the assignments that are.
class WorkFinder: SyntaxVisitor {
    /// The called names that are work.
    private let calls: Set<String>
    fileprivate(set) var found = false

    init(calls: Set<String>) {
        self.calls = calls
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledName, calls.contains(name) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}

/// Finds geometry work (frame assignments, constraint building) inside a piece of code.
final class GeometryWorkFinder: WorkFinder {
    init() { super.init(calls: LayoutContext.geometryCalls) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        let compound =
            elements.count >= 3 && ["+=", "-=", "*=", "/="].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || compound {
            guard let last = elements[0].unqualifiedPath?.last, LayoutContext.geometryMembers.contains(last) else {
                // `vc.preferredContentSize = CGSize(...)`, `vc.modalPresentationStyle = ...`: the
                // value built on the right configures something else, not this layout.
                return .skipChildren
            }
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    /// Whether `node` contains geometry work.
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        let finder = GeometryWorkFinder()
        finder.walk(node)
        return finder.found
    }
}

/// Finds code that changes what is on screen: geometry work, plus the calls and properties that
/// refresh, show, hide or move views.
final class InterfaceWorkFinder: WorkFinder {
    /// Calls that redo layout or change the view hierarchy.
    static let calls: Set<String> = LayoutContext.geometryCalls.union([
        "setNeedsLayout", "layoutIfNeeded", "invalidateLayout", "reloadData", "reloadSections", "reloadItems",
        "performBatchUpdates", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "deactivate",
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sizeToFit", "setNeedsDisplay",
        "animate", "transition", "setNavigationBarHidden", "setToolbarHidden", "setNeedsStatusBarAppearanceUpdate",
        "present", "dismiss", "pushViewController", "popViewController", "show", "showDetailViewController",
        "setContentOffset", "scrollToItem", "scrollToRow", "updateLayout", "relayout", "layoutSubviews",
    ])
    /// Properties whose assignment changes what is shown.
    static let members: Set<String> = LayoutContext.geometryMembers.union([
        "isHidden", "alpha", "transform", "contentOffset", "collectionViewLayout", "image", "text",
    ])
    /// Types a computed value of which is geometry.
    static let geometryTypes: Set<String> = ["CGFloat", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"]

    init() { super.init(calls: Self.calls) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let last = elements[0].unqualifiedPath?.last, Self.members.contains(last)
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    /// Whether the declaration around `node` (its function, initializer or computed property)
    /// changes the interface: it is a layout callback, returns a geometry type, or does
    /// interface work somewhere in its body.
    static func affectsInterface(around node: some SyntaxProtocol) -> Bool {
        for ancestor in node.ancestors {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                if LayoutContext.layoutCallbacks.contains(function.fullName) { return true }
                if let returnType = function.signature.returnClause?.type.trimmedText, geometryTypes.contains(returnType) { return true }
                return function.body.map(contains) ?? false
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return initializer.body.map(contains) ?? false
            }
            if let variable = ancestor.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let accessors = binding.accessorBlock
            {
                if let type = binding.typeAnnotation?.type.trimmedText, geometryTypes.contains(type) { return true }
                return contains(accessors)
            }
        }
        return false
    }

    /// Whether `node` changes what is on screen somewhere inside it.
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        let finder = InterfaceWorkFinder()
        finder.walk(node)
        return finder.found
    }
}
