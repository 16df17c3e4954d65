import Foundation

extension ControllerDescription {
    /// This tree with a XIB named for every plain controller built in code that has a class and
    /// no Interface Builder source, by UIKit's nib rule (`UIViewController.nibName`
    /// documentation): with no `nibName`, UIKit looks for a nib named like the class without the
    /// word `Controller` (`MyView` for `MyViewController`), then one named like the class.
    /// A Swift class name may carry its module (`App.MyViewController`): the part after the last
    /// dot is looked up, as `NSStringFromClass` then the nib lookup do for a class without `@objc`
    /// renaming. Nodes read from a storyboard keep their scene.
    ///
    /// - Parameter nibs: the target's XIBs by file name without extension (``AppProjectReader/catalogue(_:)``).
    func applyingNibRule(nibs: [String: String]) -> ControllerDescription {
        guard !nibs.isEmpty else { return self }
        return mappingNodes { node in
            guard case .view = node.kind, node.interface == nil, let className = node.className else { return node }
            let name = className.split(separator: ".").last.map(String.init) ?? className
            var candidates: [String] = []
            if name.hasSuffix("Controller") { candidates.append(String(name.dropLast("Controller".count))) }
            candidates.append(name)
            guard let found = candidates.lazy.compactMap({ nibs[$0] }).first else { return node }
            var updated = node
            updated.interface = .nib(path: found)
            return updated
        }
    }
}
