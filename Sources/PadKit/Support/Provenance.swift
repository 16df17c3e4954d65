/// Where a number came from: every device size and window size in PadKit carries one.
///
/// Source keys are the ones defined in `docs/sources.md` § Provenance keys (for example `HIG`, `SST`,
/// `SST#205`, `MACGURU`, `SGL0V`, `HACK-2018`, `HACK-MINI`, `DIMM`, `PR#405`) plus `seed004` for
/// the table in seed 004.
public struct Provenance: Sendable, Hashable, CustomStringConvertible {
    /// How trustworthy the number is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Read off a device or simulator by someone (two sources agreeing where possible).
        case measured
        /// Taken from Apple's published specification (the HIG tables).
        case appleSpecification = "spec"
        /// Computed by a named rule from other numbers; not measured on this model.
        case derived
        /// Supplied by the caller (a free-form window size).
        case given
    }

    /// How the number was obtained.
    public let kind: Kind
    /// Source keys, in the order they are cited.
    public let sources: [String]
    /// For derived numbers, the rule that produced them.
    public let rule: String?

    /// A measured number and who measured it.
    public static func measured(_ sources: String...) -> Provenance {
        Provenance(kind: .measured, sources: sources, rule: nil)
    }

    /// A number from Apple's specification.
    public static func specification(_ sources: String...) -> Provenance {
        Provenance(kind: .appleSpecification, sources: sources, rule: nil)
    }

    /// A number computed by `rule`, optionally from numbers that `sources` measured.
    public static func derived(_ rule: String, from sources: [String] = []) -> Provenance {
        Provenance(kind: .derived, sources: sources, rule: rule)
    }

    /// A number the caller supplied.
    public static let given = Provenance(kind: .given, sources: [], rule: nil)

    /// The description without the sources behind a derived number (`derived: split-view-rule`),
    /// for tables that must stay narrow; JSON carries the full ``description``.
    /// A same-screen copy reads `same screen as <model>`.
    public var compactDescription: String {
        guard kind == .derived, let rule else { return description }
        if rule.hasPrefix(Self.sameScreenRule + "("), rule.hasSuffix(")") {
            return "same screen as " + rule.dropFirst(Self.sameScreenRule.count + 1).dropLast()
        }
        return "derived: \(rule)"
    }

    /// The rule name for numbers measured on another model with the same screen
    /// (`same-screen-as(<model>)`, `docs/sources.md` § Conventions).
    public static let sameScreenRule = "same-screen-as"

    /// A number measured on `model`, which has the same screen.
    public static func sameScreen(as model: String, from sources: [String]) -> Provenance {
        .derived("\(sameScreenRule)(\(model))", from: sources)
    }

    /// `measured: SST+SST#205`, `spec: HIG`, `derived: split-view-rule`, `given`; the
    /// `derived:` prefix follows the researched table's convention (`docs/sources.md` § Conventions).
    public var description: String {
        switch kind {
        case .given:
            return "given"
        case .derived:
            let basis = sources.isEmpty ? "" : " <- " + sources.joined(separator: "+")
            return "derived: \(rule ?? "rule")\(basis)"
        case .measured, .appleSpecification:
            return "\(kind.rawValue): " + sources.joined(separator: "+")
        }
    }
}
