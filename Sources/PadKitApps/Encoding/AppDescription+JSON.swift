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
        if !unresolved.isEmpty {
            pairs.append(("unresolved", .array(unresolved.map { item in
                .object([("path", .string(item.path)), ("reason", .string(item.reason))] + (item.source.map { [("source", .string($0))] } ?? [])
                        + (item.file.map { [("file", .string($0))] } ?? []) + (item.remedy.map { [("remedy", .string($0))] } ?? []))
            })))
        }
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
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Encodes the JSON form (``jsonValue``).
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

extension AppInfoPlist {
    /// Whether any key is declared.
    var hasKeys: Bool {
        let o = orientations
        return o.supportedInterfaceOrientations != nil || o.supportedInterfaceOrientationsPad != nil || o.supportedInterfaceOrientationsPhone != nil
            || o.requiresFullScreen || deviceFamily != nil || supportsMultipleScenes != nil
    }

    /// The keys as an inline `infoPlist` object, orientations in Info.plist's spelling.
    var jsonValue: JSONValue {
        let base = "UISupportedInterfaceOrientations"
        var pairs: [(String, JSONValue)] = []
        let masks = [(base, orientations.supportedInterfaceOrientations), (base + "~ipad", orientations.supportedInterfaceOrientationsPad),
                     (base + "~iphone", orientations.supportedInterfaceOrientationsPhone)]
        for (key, mask) in masks {
            if let mask { pairs.append((key, .array(mask.plistNames.map(JSONValue.string)))) }
        }
        if orientations.requiresFullScreen { pairs.append(("UIRequiresFullScreen", .bool(true))) }
        if let deviceFamily { pairs.append(("UIDeviceFamily", .array(deviceFamily.map { .number(Double($0)) }))) }
        if let supportsMultipleScenes { pairs.append(("UIApplicationSupportsMultipleScenes", .bool(supportsMultipleScenes))) }
        return .object(pairs)
    }
}

extension InterfaceOrientationMask {
    /// The orientations as Info.plist writes them (`UIInterfaceOrientationPortrait` ...), in
    /// Xcode's order.
    var plistNames: [String] {
        let order: [(InterfaceOrientation, String)] = [(.portrait, "Portrait"), (.portraitUpsideDown, "PortraitUpsideDown"),
                                                        (.landscapeLeft, "LandscapeLeft"), (.landscapeRight, "LandscapeRight")]
        return order.filter { contains($0.0.mask) }.map { "UIInterfaceOrientation\($0.1)" }
    }

    /// The orientations by UIKit's case names.
    var caseNames: [String] {
        [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].filter { contains($0.mask) }.map(\.description)
    }
}

extension NamedPresentation {
    /// The presentation as the description writes it: the scenario keys, `title` left out when it is the name.
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if case .object(let fields)? = try? JSONValue(jsonData: Data(request.text.utf8)) {
            pairs = fields.filter { !($0.0 == "title" && $0.1 == .string(name)) }
        }
        if let source { pairs.append(("source", .string(source))) }
        return .object(pairs)
    }
}
