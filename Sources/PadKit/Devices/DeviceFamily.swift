/// The product family of a catalog device: what `--family` filters on.
public enum DeviceFamily: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case iPad = "ipad"
    case iPhone = "iphone"

    /// The idiom a native app gets on this family.
    public var idiom: UserInterfaceIdiom {
        switch self {
        case .iPad: return .pad
        case .iPhone: return .phone
        }
    }

    public var description: String { rawValue }
}
