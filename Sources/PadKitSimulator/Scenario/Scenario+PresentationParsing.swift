import Foundation
import PadKit

extension Scenario {
    /// The keys `{"present": {...}}` accepts.
    static let presentKeys = [
        "title", "style", "preferredContentSize", "sourceRect", "barButtonItem", "permittedArrowDirections", "detents", "selectedDetent",
        "largestUndimmedDetent", "prefersEdgeAttachedInCompactHeight", "widthFollowsPreferredContentSizeWhenEdgeAttached",
        "prefersGrabberVisible", "isModalInPresentation", "adaptiveStyle", "wrapInNavigation", "shouldDismiss",
    ]

    /// Reads a presentation object as a scenario's `{"present": {...}}` takes it (an app
    /// description's named presentations use the same keys).
    ///
    /// - Throws: ``ScenarioError`` with the JSON path of the first bad value.
    public static func presentationRequest(_ value: Any, path: String) throws(ScenarioError) -> PresentationRequest {
        try presentation(value, path: path)
    }

    /// Reads `{"present": {...}}`'s value.
    static func presentation(_ value: Any, path: String) throws(ScenarioError) -> PresentationRequest {
        guard let object = value as? [String: Any] else {
            throw ScenarioError(path: path, "expected an object such as {\"title\": \"Menu\", \"style\": \"popover\"}")
        }
        for key in object.keys.sorted() where !presentKeys.contains(key) {
            throw ScenarioError(path: "\(path).\(key)", "unknown key; expected one of \(presentKeys.joined(separator: ", "))")
        }
        let title = try JSONReader.string(object["title"], path: "\(path).title")
        guard !title.isEmpty else { throw ScenarioError(path: "\(path).title", "expected a non-empty title") }
        var request = PresentationRequest(title: title)
        if let style = object["style"] { request.style = try presentationStyle(style, path: "\(path).style", allowNone: false) }
        if let size = object["preferredContentSize"] {
            let parsed = try JSONReader.size(size, path: "\(path).preferredContentSize")
            request.preferredContentSize = (parsed.width, parsed.height)
        }
        if let rect = object["sourceRect"] { request.sourceRect = try Self.rect(rect, path: "\(path).sourceRect") }
        if let rect = object["barButtonItem"] { request.barButtonItem = try Self.rect(rect, path: "\(path).barButtonItem") }
        if let arrows = object["permittedArrowDirections"] { request.permittedArrowDirections = try arrowDirections(arrows, path: "\(path).permittedArrowDirections") }
        if let detents = object["detents"] { request.detents = try Self.detents(detents, path: "\(path).detents") }
        if let selected = object["selectedDetent"] { request.selectedDetent = try detentIdentifier(selected, path: "\(path).selectedDetent") }
        if let undimmed = object["largestUndimmedDetent"] { request.largestUndimmedDetent = try detentIdentifier(undimmed, path: "\(path).largestUndimmedDetent") }
        request.prefersEdgeAttachedInCompactHeight = try bool(object["prefersEdgeAttachedInCompactHeight"], path: "\(path).prefersEdgeAttachedInCompactHeight") ?? false
        request.widthFollowsPreferredContentSizeWhenEdgeAttached = try bool(object["widthFollowsPreferredContentSizeWhenEdgeAttached"],
                                                                              path: "\(path).widthFollowsPreferredContentSizeWhenEdgeAttached") ?? false
        request.prefersGrabberVisible = try bool(object["prefersGrabberVisible"], path: "\(path).prefersGrabberVisible") ?? false
        request.isModalInPresentation = try bool(object["isModalInPresentation"], path: "\(path).isModalInPresentation") ?? false
        request.wrapInNavigation = try bool(object["wrapInNavigation"], path: "\(path).wrapInNavigation") ?? false
        request.shouldDismiss = try bool(object["shouldDismiss"], path: "\(path).shouldDismiss")
        if let adaptive = object["adaptiveStyle"] { request.adaptiveStyle = try presentationStyle(adaptive, path: "\(path).adaptiveStyle", allowNone: true) }
        return request
    }

    /// Reads `{"deviceOrientation": "faceUp"}`'s value.
    static func deviceOrientation(_ value: Any, path: String) throws(ScenarioError) -> DeviceOrientation {
        let name = try JSONReader.string(value, path: path)
        guard let orientation = DeviceOrientation(name: name), orientation != .unknown else {
            throw ScenarioError(path: path, "'\(name)' is not a device orientation; expected one of "
                + DeviceOrientation.allCases.filter { $0 != .unknown }.map(\.description).joined(separator: ", "))
        }
        return orientation
    }

    /// Reads `{"requestOrientations": ["portrait", ...]}`'s value.
    static func orientationMask(_ value: Any, path: String) throws(ScenarioError) -> InterfaceOrientationMask {
        guard let list = value as? [Any], !list.isEmpty else {
            throw ScenarioError(path: path, "expected a non-empty array of interface orientations such as [\"landscapeLeft\", \"landscapeRight\"]")
        }
        var mask: InterfaceOrientationMask = []
        for (index, item) in list.enumerated() {
            let itemPath = "\(path)[\(index)]"
            let name = try JSONReader.string(item, path: itemPath)
            guard let orientation = InterfaceOrientation(name: name) else {
                throw ScenarioError(path: itemPath, "'\(name)' is not an interface orientation; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight")
            }
            mask.insert(orientation.mask)
        }
        return mask
    }

    private static func presentationStyle(_ value: Any, path: String, allowNone: Bool) throws(ScenarioError) -> ModalPresentationStyle {
        let name = try JSONReader.string(value, path: path)
        let accepted = allowNone ? ModalPresentationStyle.allCases.filter { $0 != .automatic } : ModalPresentationStyle.presentable
        guard let style = ModalPresentationStyle(name: name), accepted.contains(style) else {
            throw ScenarioError(path: path, "'\(name)' is not a presentation style; expected one of \(accepted.map(\.description).joined(separator: ", "))")
        }
        return style
    }

    private static func rect(_ value: Any, path: String) throws(ScenarioError) -> PresentationRequest.Rect {
        guard let object = value as? [String: Any] else { throw ScenarioError(path: path, "expected {\"x\", \"y\", \"width\", \"height\"}") }
        let keys = ["x", "y", "width", "height"]
        for key in object.keys.sorted() where !keys.contains(key) {
            throw ScenarioError(path: "\(path).\(key)", "unknown key; expected x, y, width and height")
        }
        let rect = PresentationRequest.Rect(x: try JSONReader.number(object["x"], path: "\(path).x"), y: try JSONReader.number(object["y"], path: "\(path).y"),
                                            width: try JSONReader.number(object["width"], path: "\(path).width"),
                                            height: try JSONReader.number(object["height"], path: "\(path).height"))
        guard rect.width >= 0, rect.height >= 0 else { throw ScenarioError(path: path, "width and height must not be negative") }
        return rect
    }

    private static func arrowDirections(_ value: Any, path: String) throws(ScenarioError) -> PopoverArrowDirection {
        let names: [Any] = (value as? [Any]) ?? [value]
        var result: PopoverArrowDirection = []
        for (index, item) in names.enumerated() {
            let itemPath = value is [Any] ? "\(path)[\(index)]" : path
            let name = try JSONReader.string(item, path: itemPath)
            guard let direction = PopoverArrowDirection(name: name), direction != .unknown else {
                throw ScenarioError(path: itemPath, "'\(name)' is not an arrow direction; expected up, down, left, right or any")
            }
            result.formUnion(direction)
        }
        return result
    }

    private static func detents(_ value: Any, path: String) throws(ScenarioError) -> [SheetDetent] {
        guard let list = value as? [Any], !list.isEmpty else {
            throw ScenarioError(path: path, "expected a non-empty array such as [\"medium\", \"large\"] or [{\"identifier\": \"peek\", \"height\": 120}]")
        }
        var result: [SheetDetent] = []
        for (index, item) in list.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if let name = item as? String {
                switch name {
                case "medium": result.append(.medium)
                case "large": result.append(.large)
                default: throw ScenarioError(path: itemPath, "'\(name)' is not a system detent; expected medium, large or {\"identifier\", \"height\"}")
                }
            } else if let object = item as? [String: Any] {
                for key in object.keys.sorted() where key != "identifier" && key != "height" {
                    throw ScenarioError(path: "\(itemPath).\(key)", "unknown key; expected identifier and height")
                }
                let identifier = try JSONReader.string(object["identifier"], path: "\(itemPath).identifier")
                let height = try JSONReader.number(object["height"], path: "\(itemPath).height")
                result.append(.custom(identifier, height: height))
            } else {
                throw ScenarioError(path: itemPath, "expected \"medium\", \"large\" or {\"identifier\", \"height\"}")
            }
        }
        return result
    }

    private static func detentIdentifier(_ value: Any, path: String) throws(ScenarioError) -> String {
        let name = try JSONReader.string(value, path: path)
        guard !name.isEmpty else { throw ScenarioError(path: path, "expected medium, large or a custom detent identifier") }
        return name
    }

    private static func bool(_ value: Any?, path: String) throws(ScenarioError) -> Bool? {
        guard let value else { return nil }
        // JSON true/false arrive as NSNumbers of Objective-C type `c`; numbers must not pass as flags.
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
            throw ScenarioError(path: path, "expected true or false")
        }
        return number.boolValue
    }
}
