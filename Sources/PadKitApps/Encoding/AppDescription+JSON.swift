import Foundation
import PadKit
import PadKitSimulator

extension AppDescription {
    /// The description in its JSON form, keys in the order ``AppDescriptionReader/topLevelKeys``
    /// lists them and defaults left out: what `padkit app init` prints and what reading gives back.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .string(name))]
        if let summary { pairs.append(("summary", .string(summary))) }
        if let deploymentTarget { pairs.append(("deploymentTarget", .string(deploymentTarget.description))) }
        if let sdk { pairs.append(("sdk", .string(sdk.description))) }
        if let sizeRestrictions { pairs.append(("sizeRestrictions", sizeRestrictions.jsonValue)) }
        if windowingControlStyle != .automatic { pairs.append(("windowingControlStyle", .string(windowingControlStyle.rawValue))) }
        if let infoPlistPath {
            pairs.append(("infoPlistPath", .string(infoPlistPath)))
        } else if infoPlist.hasKeys {
            pairs.append(("infoPlist", infoPlist.jsonValue))
        }
        if !infoPlist.sources.isEmpty {
            pairs.append(("infoPlistSources", .object(infoPlist.sources.map { ($0.key, .string($0.source)) })))
        }
        pairs.append(("root", root.jsonValue))
        if !presentations.isEmpty { pairs.append(("presentations", .object(presentations.map { ($0.name, $0.jsonValue) }))) }
        if let source { pairs.append(("source", .string(source))) }
        if !unresolved.isEmpty { pairs.append(("unresolved", .array(unresolved.map(\.jsonValue)))) }
        return .object(pairs)
    }
}

extension AppDescription: Codable {
    /// Decodes through ``AppDescriptionReader``, so a decoded description has passed the same
    /// checks as a file; the problems come back as a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        do {
            self = try AppDescriptionReader.read(value)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Encodes the JSON form (``jsonValue``).
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

extension AppInfoPlist {
    /// Whether any key is declared.
    var hasKeys: Bool { InfoPlist.Key.all.contains(where: declares) }

    /// The keys as an inline `infoPlist` object, orientations in Info.plist's spelling, in
    /// ``InfoPlist/Key/all`` order.
    var jsonValue: JSONValue {
        typealias Key = InfoPlist.Key
        let base = Key.supportedInterfaceOrientations
        var pairs: [(String, JSONValue)] = []
        for key in Key.all where declares(key) {
            switch key {
            case base: pairs.append((key, Self.names(values.supportedInterfaceOrientations)))
            case base + "~ipad": pairs.append((key, Self.names(values.supportedInterfaceOrientationsPad)))
            case base + "~iphone": pairs.append((key, Self.names(values.supportedInterfaceOrientationsPhone)))
            case Key.requiresFullScreen: pairs.append((key, .bool(true)))
            case Key.requiresFullScreen + "~ipad": pairs.append((key, .bool(values.requiresFullScreenPad ?? false)))
            case Key.requiresFullScreenIgnoredStartingWithVersion:
                pairs.append((key, .string(values.requiresFullScreenIgnoredStartingWithVersion?.description ?? "")))
            case Key.deviceFamily: pairs.append((key, .array((values.deviceFamily ?? []).map { .number(Double($0)) })))
            case Key.supportsMultipleScenes: pairs.append((key, .bool(values.sceneManifest?.supportsMultipleScenes ?? false)))
            case Key.sceneManifest: pairs.append((key, .object([])))
            case Key.designRequiresCompatibility: pairs.append((key, .bool(values.designRequiresCompatibility ?? false)))
            case Key.statusBarHidden: pairs.append((key, .bool(values.statusBarHidden ?? false)))
            case Key.viewControllerBasedStatusBarAppearance:
                pairs.append((key, .bool(values.viewControllerBasedStatusBarAppearance ?? true)))
            default:
                let storyboard = values.launchScreens.first { $0.key == key }?.storyboardName
                pairs.append((key, storyboard.map(JSONValue.string) ?? .object([])))
            }
        }
        return .object(pairs)
    }

    private static func names(_ mask: InterfaceOrientationMask?) -> JSONValue {
        .array((mask ?? []).plistNames.map(JSONValue.string))
    }
}

extension InterfaceOrientationMask {
    /// The orientations as Info.plist writes them (`UIInterfaceOrientationPortrait` ...), in
    /// Xcode's order.
    var plistNames: [String] {
        let order: [(InterfaceOrientation, String)] = [
            (.portrait, "Portrait"), (.portraitUpsideDown, "PortraitUpsideDown"),
            (.landscapeLeft, "LandscapeLeft"), (.landscapeRight, "LandscapeRight"),
        ]
        return order.filter { contains($0.0.mask) }.map { "UIInterfaceOrientation\($0.1)" }
    }

    /// The orientations by UIKit's case names.
    var caseNames: [String] {
        [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].filter { contains($0.mask) }.map(
            \.description)
    }
}

extension NamedPresentation {
    /// The presentation as the description writes it: the scenario keys, `title` left out when it
    /// is the name, then the presented `controller` when known.
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if case .object(let fields) = request.jsonValue {
            pairs = fields.filter { !($0.0 == "title" && $0.1 == .string(name)) }
        }
        if let controller { pairs.append(("controller", controller.jsonValue)) }
        if let source { pairs.append(("source", .string(source))) }
        return .object(pairs)
    }
}
