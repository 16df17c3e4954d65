import PadKit

extension PresentationRequest {
    /// The keys `{"present": {...}}` accepts (an app description's named presentations use the same).
    static let keys = [
        "title", "style", "preferredContentSize", "sourceRect", "barButtonItem", "permittedArrowDirections", "detents", "selectedDetent",
        "largestUndimmedDetent", "prefersEdgeAttachedInCompactHeight", "widthFollowsPreferredContentSizeWhenEdgeAttached",
        "prefersGrabberVisible", "isModalInPresentation", "adaptiveStyle", "wrapInNavigation", "shouldDismiss",
    ]
}

extension JSONReader {
    /// Reads a presentation object as a scenario's `{"present": {...}}` takes it and an app
    /// description's named presentations write it: parsed once into a ``PresentationRequest``,
    /// every bad value recorded with its path.
    public func presentationRequest(_ value: JSONValue, path: String) -> PresentationRequest? {
        guard let pairs = object(value, path: path, keys: PresentationRequest.keys, example: #"{"title": "Menu", "style": "popover"}"#)
        else { return nil }
        let problemCount = problems.count
        let title = required(pairs, "title", path: path, expected: "a title").flatMap { string($0, path: "\(path).title") }
        var request = PresentationRequest(title: title ?? "")
        let p = { (key: String) in "\(path).\(key)" }
        if let style = pairs["style"] { request.style = presentationStyle(style, path: p("style"), allowNone: false) ?? .automatic }
        if let size = pairs["preferredContentSize"] {
            request.preferredContentSize = sizeInPoints(size, path: p("preferredContentSize")).map {
                .init(width: $0.width, height: $0.height)
            }
        }
        if let rect = pairs["sourceRect"] { request.sourceRect = self.rect(rect, path: p("sourceRect")) }
        if let rect = pairs["barButtonItem"] { request.barButtonItem = self.rect(rect, path: p("barButtonItem")) }
        if let arrows = pairs["permittedArrowDirections"] {
            request.permittedArrowDirections = arrowDirections(arrows, path: p("permittedArrowDirections")) ?? .any
        }
        if let detents = pairs["detents"] { request.detents = self.detents(detents, path: p("detents")) }
        if let selected = pairs["selectedDetent"] { request.selectedDetent = string(selected, path: p("selectedDetent")) }
        if let undimmed = pairs["largestUndimmedDetent"] {
            request.largestUndimmedDetent = string(undimmed, path: p("largestUndimmedDetent"))
        }
        let flag = { (key: String) in pairs[key].flatMap { self.bool($0, path: p(key)) } }
        request.prefersEdgeAttachedInCompactHeight = flag("prefersEdgeAttachedInCompactHeight") ?? false
        request.widthFollowsPreferredContentSizeWhenEdgeAttached = flag("widthFollowsPreferredContentSizeWhenEdgeAttached") ?? false
        request.prefersGrabberVisible = flag("prefersGrabberVisible") ?? false
        request.isModalInPresentation = flag("isModalInPresentation") ?? false
        request.wrapInNavigation = flag("wrapInNavigation") ?? false
        request.shouldDismiss = flag("shouldDismiss")
        if let adaptive = pairs["adaptiveStyle"] {
            request.adaptiveStyle = presentationStyle(adaptive, path: p("adaptiveStyle"), allowNone: true)
        }
        return problems.count == problemCount ? request : nil
    }

    private func presentationStyle(_ value: JSONValue, path: String, allowNone: Bool) -> ModalPresentationStyle? {
        guard let name = string(value, path: path) else { return nil }
        let accepted = allowNone ? ModalPresentationStyle.allCases.filter { $0 != .automatic } : ModalPresentationStyle.presentable
        guard let style = ModalPresentationStyle(name: name), accepted.contains(style) else {
            problem(path, "'\(name)' is not a presentation style; expected one of \(accepted.map(\.description).joined(separator: ", "))")
            return nil
        }
        return style
    }

    private func rect(_ value: JSONValue, path: String) -> PresentationRequest.Rect? {
        guard
            let pairs = object(
                value, path: path, keys: ["x", "y", "width", "height"], example: #"{"x": 0, "y": 0, "width": 44, "height": 44}"#)
        else { return nil }
        let numbers = ["x", "y", "width", "height"].map { key in
            required(pairs, key, path: path, expected: "a number").flatMap { number($0, path: "\(path).\(key)") }
        }
        guard let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3] else { return nil }
        guard width >= 0, height >= 0 else {
            problem(path, "width and height must not be negative")
            return nil
        }
        return PresentationRequest.Rect(x: x, y: y, width: width, height: height)
    }

    /// One direction name or an array of them.
    private func arrowDirections(_ value: JSONValue, path: String) -> PopoverArrowDirection? {
        let items: [(JSONValue, String)]
        if case .array(let list) = value {
            items = list.enumerated().map { ($1, "\(path)[\($0)]") }
        } else {
            items = [(value, path)]
        }
        var result: PopoverArrowDirection = []
        for (item, itemPath) in items {
            guard let name = string(item, path: itemPath) else { continue }
            guard let direction = PopoverArrowDirection(name: name), direction != .unknown else {
                problem(itemPath, "'\(name)' is not an arrow direction; expected up, down, left, right or any")
                continue
            }
            result.formUnion(direction)
        }
        return result
    }

    private func detents(_ value: JSONValue, path: String) -> [SheetDetent]? {
        guard
            let list = array(
                value, path: path, nonEmpty: true, what: #"detents such as ["medium", "large"] or [{"identifier": "peek", "height": 120}]"#)
        else {
            return nil
        }
        var result: [SheetDetent] = []
        for (index, item) in list.enumerated() {
            let itemPath = "\(path)[\(index)]"
            switch item {
            case .string("medium"): result.append(.medium)
            case .string("large"): result.append(.large)
            case .string(let name):
                problem(
                    itemPath,
                    """
                    '\(name)' is not a system detent; expected medium, large, {\"identifier\", \"height\"} or {\"identifier\", \
                    \"fraction\"}
                    """
                )
            case .object:
                guard
                    let pairs = object(
                        item, path: itemPath, keys: ["identifier", "height", "fraction"], example: #"{"identifier": "peek", "height": 120}"#
                    )
                else { continue }
                let identifier = required(pairs, "identifier", path: itemPath, expected: "a detent identifier").flatMap {
                    string($0, path: "\(itemPath).identifier")
                }
                // A fixed height, or a fraction of the maximum (SwiftUI's `.fraction(_:)`): one of the two.
                switch (pairs["height"], pairs["fraction"]) {
                case (let height?, nil):
                    if let identifier, let value = number(height, path: "\(itemPath).height") {
                        result.append(.custom(identifier, height: value))
                    }
                case (nil, let fraction?):
                    if let identifier, let value = number(fraction, path: "\(itemPath).fraction") {
                        result.append(.custom(identifier, fraction: value))
                    }
                case (.some, .some):
                    problem(itemPath, "give either height (points) or fraction (of the maximum height), not both")
                case (nil, nil):
                    problem("\(itemPath).height", "missing; expected a height in points (or a fraction of the maximum height in fraction)")
                }
            default:
                problem(
                    itemPath,
                    """
                    expected \"medium\", \"large\", {\"identifier\", \"height\"} or {\"identifier\", \"fraction\"}, found \
                    \(item.kindDescription)
                    """
                )
            }
        }
        return result
    }
}
