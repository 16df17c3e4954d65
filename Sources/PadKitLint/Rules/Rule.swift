/// One pitfall the linter knows: what it finds, why it matters and what to write instead.
///
/// Every rule names its source in ``why``: the seed article that describes the pitfall (the
/// `seeds/` folder of the PadKit repository) and the Apple documentation or header that makes
/// it a bug. ``Rule/all`` lists them in the order `padkit-lint --rules` prints them.
public struct Rule: Hashable, Sendable {
    /// The kind of file a rule reads.
    public enum Input: String, Hashable, Sendable {
        /// `.swift` sources, parsed once with SwiftParser.
        case swiftSource
        /// `Info.plist` files, parsed with Foundation's `PropertyListSerialization`.
        case infoPlist
        /// Any file the linter was asked to read (the rules that report files it could not use).
        case anyFile
    }

    /// The stable identifier used in output, suppressions and configuration, e.g. `screen-bounds-layout`.
    public let id: String
    /// The severity a finding gets unless `.padkit-lint.yml` changes it.
    public let defaultSeverity: Severity
    /// The one-line message printed with every finding.
    public let message: String
    /// Why it is a problem, with the seed or Apple source that says so.
    public let why: String
    /// What to write instead.
    public let fix: String
    /// Which files the rule reads.
    public let input: Input

    /// Creates a rule. The catalogue in `Rule+Catalog.swift` is the only caller.
    init(id: String, defaultSeverity: Severity, input: Input, message: String, why: String, fix: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.input = input
        self.message = message
        self.why = why
        self.fix = fix
    }
}
