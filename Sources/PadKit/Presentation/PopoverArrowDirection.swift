/// The directions a popover's arrow may point (`UIPopoverArrowDirection`): up 1, down 2, left 4,
/// right 8, any 15; `unknown` (`NSUIntegerMax`) before and after a presentation
/// (`UIPopoverSupport.h`, `UIPopoverPresentationController.h`).
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw value, which is UIKit's.
    public let rawValue: UInt

    /// Creates a value from its raw value, which is UIKit's.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below the source.
    public static let up = PopoverArrowDirection(rawValue: 1)
    /// The arrow points down: the popover is above the source.
    public static let down = PopoverArrowDirection(rawValue: 2)
    /// The arrow points left: the popover is to the right of the source.
    public static let left = PopoverArrowDirection(rawValue: 4)
    /// The arrow points right: the popover is to the left of the source.
    public static let right = PopoverArrowDirection(rawValue: 8)
    /// Every direction, the default of `permittedArrowDirections`.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction decided (`UIPopoverArrowDirectionUnknown`).
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)

    /// The single directions, in raw-value order.
    public static let singles: [PopoverArrowDirection] = [.up, .down, .left, .right]

    /// The single directions in this set, in raw-value order.
    public var directions: [PopoverArrowDirection] {
        self == .unknown ? [] : Self.singles.filter { contains($0) }
    }

    /// Parses `up`, `down`, `left`, `right`, `any`, `unknown`.
    public init?(name: String) {
        switch name {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "any": self = .any
        case "unknown": self = .unknown
        default: return nil
        }
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        if self == .unknown { return "unknown" }
        if self == .any { return "any" }
        let names = zip(Self.singles, ["up", "down", "left", "right"]).filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
