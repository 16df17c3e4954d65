extension NavigationController {
    /// The position of `controller` in the stack, by identity (`firstIndex(of:)` in seed 002:
    /// stacks inside a centre window start elsewhere, so fixed indexes break).
    public func index(of controller: ViewController) -> Int? {
        viewControllers.firstIndex { $0 === controller }
    }

    /// The lowest controller of type `T` in the stack.
    public func first<T: ViewController>(_ type: T.Type) -> T? {
        viewControllers.lazy.compactMap { $0 as? T }.first
    }

    /// The highest controller of type `T` in the stack.
    public func last<T: ViewController>(_ type: T.Type) -> T? {
        viewControllers.reversed().lazy.compactMap { $0 as? T }.first
    }

    /// Pops to the lowest controller of type `T`; `nil` (and nothing popped) when there is none.
    @discardableResult
    public func popToFirst<T: ViewController>(_ type: T.Type, animated: Bool) -> [ViewController]? {
        guard let target = first(type) else { return nil }
        return try? popToViewController(target, animated: animated)
    }
}
