import PadKit

extension ControllerDescription {
    /// This tree with each split whose class answers its own collapse (`padkit-lint app-root`'s
    /// `splitDelegates`) given those answers, where the storyboard gave none: the
    /// `topColumnForCollapsing` answer to a column-style split, `collapseSecondaryOntoPrimary` to a
    /// classic one (UIKit asks each style its own question).
    func withSplitDelegates(_ answers: [(className: String, answers: SplitDelegateDescription)]) -> ControllerDescription {
        guard !answers.isEmpty else { return self }
        var node = self
        var replaced: [(String, ControllerDescription)] = []
        for (path, child) in childNodes { replaced.append((path, child.withSplitDelegates(answers))) }
        for (path, child) in replaced {
            if let updated = node.replacing(at: "root.\(path)", with: child) { node = updated }
        }
        if case .split(var split) = node.kind, split.delegate == nil, let className,
           let found = answers.first(where: { $0.className == className })?.answers {
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
        }
        return node
    }
}
