/// The product family of a catalog device: what `--family` filters on.
public enum DeviceFamily: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// iPads: Split View, Slide Over and free-form windows.
    case iPad = "ipad"
    /// iPhones: full screen only.
    case iPhone = "iphone"

    /// The idiom a native app gets on this family.
    public var idiom: UserInterfaceIdiom {
        switch self {
        case .iPad: return .pad
        case .iPhone: return .phone
        }
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { rawValue }
}
