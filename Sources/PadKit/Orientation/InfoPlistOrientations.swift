import Foundation

/// The orientation settings of an app's Info.plist.
///
/// `UISupportedInterfaceOrientations` may have per-device variants (`~ipad`, `~iphone`), which
/// win on their idiom (Bundle Resources, "Information property list"). `UIRequiresFullScreen`
/// opts an iPad app out of multitasking (iOS 9; deprecated in iPadOS 26).
public struct InfoPlistOrientations: Sendable, Hashable {
    /// `UISupportedInterfaceOrientations`, or `nil` when absent.
    public var supportedInterfaceOrientations: InterfaceOrientationMask?
    /// `UISupportedInterfaceOrientations~ipad`, or `nil` when absent.
    public var supportedInterfaceOrientationsPad: InterfaceOrientationMask?
    /// `UISupportedInterfaceOrientations~iphone`, or `nil` when absent.
    public var supportedInterfaceOrientationsPhone: InterfaceOrientationMask?
    /// `UIRequiresFullScreen` (absent means `false`).
    public var requiresFullScreen: Bool

    /// Makes settings; keys not given are absent from Info.plist.
    public init(
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        supportedInterfaceOrientationsPad: InterfaceOrientationMask? = nil,
        supportedInterfaceOrientationsPhone: InterfaceOrientationMask? = nil,
        requiresFullScreen: Bool = false
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
        self.supportedInterfaceOrientationsPhone = supportedInterfaceOrientationsPhone
        self.requiresFullScreen = requiresFullScreen
    }

    static let baseKey = "UISupportedInterfaceOrientations"
    static let requiresFullScreenKey = "UIRequiresFullScreen"

    /// Reads the settings from property-list data (XML or binary).
    ///
    /// - Throws: ``OrientationError`` naming the key (and index) of a malformed entry.
    public init(propertyList data: Data) throws {
        let object: Any
        do throws(PropertyList.ReadError) {
            object = try PropertyList.object(from: data)
        } catch {
            throw OrientationError.unreadableInfoPlist(reason: error.reason)
        }
        guard let dictionary = object as? [String: Any] else {
            throw OrientationError.unreadableInfoPlist(reason: "the top level is not a dictionary")
        }
        try self.init(dictionary: dictionary)
    }

    /// Reads the settings from a decoded Info.plist dictionary.
    public init(dictionary: [String: Any]) throws {
        self.init(
            supportedInterfaceOrientations: try Self.mask(dictionary, key: Self.baseKey),
            supportedInterfaceOrientationsPad: try Self.mask(dictionary, key: Self.baseKey + "~ipad"),
            supportedInterfaceOrientationsPhone: try Self.mask(dictionary, key: Self.baseKey + "~iphone"),
            requiresFullScreen: try Self.flag(dictionary, key: Self.requiresFullScreenKey)
        )
    }

    /// The declared mask that applies to `idiom` and the key it came from; `nil` when the app
    /// declares none for it.
    public func declaredOrientations(for idiom: UserInterfaceIdiom) -> (mask: InterfaceOrientationMask, key: String)? {
        if idiom == .pad, let pad = supportedInterfaceOrientationsPad { return (pad, Self.baseKey + "~ipad") }
        if idiom == .phone, let phone = supportedInterfaceOrientationsPhone { return (phone, Self.baseKey + "~iphone") }
        return supportedInterfaceOrientations.map { ($0, Self.baseKey) }
    }

    private static func mask(_ dictionary: [String: Any], key: String) throws(OrientationError) -> InterfaceOrientationMask? {
        guard let value = dictionary[key] else { return nil }
        guard let names = value as? [Any] else { throw OrientationError.invalidInfoPlistType(key: key, expected: "an array of strings") }
        var mask: InterfaceOrientationMask = []
        for (index, entry) in names.enumerated() {
            guard let name = entry as? String else { throw OrientationError.invalidInfoPlistValue(key: key, index: index, value: "\(entry)") }
            guard name.hasPrefix("UIInterfaceOrientation"), let orientation = InterfaceOrientation(name: name) else {
                throw OrientationError.invalidInfoPlistValue(key: key, index: index, value: name)
            }
            mask.insert(orientation.mask)
        }
        return mask
    }

    private static func flag(_ dictionary: [String: Any], key: String) throws(OrientationError) -> Bool {
        guard let value = dictionary[key] else { return false }
        if let bool = value as? Bool { return bool }
        throw OrientationError.invalidInfoPlistType(key: key, expected: "a Boolean")
    }
}
