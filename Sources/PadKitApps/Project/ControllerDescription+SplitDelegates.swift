import PadKit

extension ControllerDescription {
    /// This tree with each split whose class answers its own collapse (`padkit-lint app-root`'s
    /// `splitDelegates`) given those answers, where the storyboard gave none: the
    /// `topColumnForCollapsing` answer to a column-style split, `collapseSecondaryOntoPrimary` to a
    /// classic one (UIKit asks each style its own question).
    func withSplitDelegates(_ answers: [(className: String, answers: SplitDelegateDescription)]) -> ControllerDescription {
        guard !answers.isEmpty else { return self }
        return mappingNodes { node in
            var node = node
            guard case .split(var split) = node.kind, split.delegate == nil, let className = node.className,
                let found = answers.first(where: { $0.className == className })?.answers
            else { return node }
            var delegate = SplitDelegateDescription()
            if split.style == .unspecified {
                delegate.collapseSecondaryOntoPrimary = found.collapseSecondaryOntoPrimary
            } else {
                delegate.topColumnForCollapsing = found.topColumnForCollapsing
            }
            if delegate.collapseSecondaryOntoPrimary != nil || delegate.topColumnForCollapsing != nil {
                split.delegate = delegate
                node.kind = .split(split)
            }
            return node
        }
    }
}
