/// An enumeration UIKit declares with integer values (an `NS_ENUM` such as
/// `UIUserInterfaceSizeClass` or `UIModalPresentationStyle`) that PadKit mirrors case for case:
/// the raw values are UIKit's numbers and the name PadKit writes in tables, traces and JSON is
/// UIKit's case name (`compact`, `formSheet`, `landscapeLeft`).
///
/// Each conforming enumeration lists its cases once, and the compiler writes the rest. Swift
/// derives `CodingKey` for an enumeration with `Int` raw values: `stringValue` is the case's name
/// and `init?(stringValue:)` its inverse, `intValue` is the raw value (SE-0166, "Swift Archival &
/// Serialization", and the `CodingKey` documentation). The derived members are `switch`es over
/// every case, so a case added later is named without anyone writing its name, and writing a
/// name costs what the hand-written `switch` it replaces cost (a name is a string literal, and
/// `description` is inlinable, so another module calls the derived `switch` directly: about 6 ns
/// a call either way, measured, where reflection, `String(describing:)` of a case, costs 1.4 to
/// 1.7 µs).
///
/// The conformance also makes the value a coding key (`stringValue`, `intValue` and their
/// initialisers, the raw value and the case name again); the values' own `Codable` encoding is
/// unchanged, the raw value. An enumeration whose name is not the case name
/// (`SplitViewControllerStyle.unspecified` written `classic`) or whose names are not UIKit's keeps
/// its own `description` and does not conform. `UIKitEnumerationTests` checks every conforming
/// type's names and raw values against UIKit's.
public protocol UIKitEnumeration: CodingKey, CaseIterable, Hashable, RawRepresentable where RawValue == Int {
    /// Parses a name as PadKit's readers accept it: by default UIKit's case name exactly as
    /// written; an enumeration whose readers take more (an Info.plist's
    /// `UIInterfaceOrientationLandscapeLeft`) says so in its own.
    init?(name: String)
}

extension UIKitEnumeration {
    /// UIKit's case name (`compact`, `formSheet`), as PadKit writes it in tables, traces and JSON.
    @inlinable public var description: String { stringValue }

    /// UIKit's case name, as `description`: a list of values prints `[compact, regular]`, not
    /// `CodingKey`'s `UserInterfaceSizeClass(stringValue: "compact", intValue: 1)`.
    @inlinable public var debugDescription: String { stringValue }

    /// Parses UIKit's case name exactly as written (`"formSheet"`); `nil` for anything else.
    public init?(name: String) {
        self.init(stringValue: name)
    }
}
