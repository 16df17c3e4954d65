/// One pitfall the linter knows: what it finds, why it matters and what to write instead.
///
/// Every rule explains in ``why`` what UIKit does that makes the code a bug, in terms an iOS
/// developer can check in Apple's documentation; its page under `docs/lint/` (``documentationPath``)
/// has the references, examples that are and are not flagged, and the fix. ``Rule/all`` lists the
/// rules in the order `padkit-lint --rules` prints them.
///
/// A rule lives in one file, `Rules/<RuleName>.swift`: this value (identity, severity, texts,
/// ``triggerWords`` and ``examples``) and the checks that find it, registered in
/// `RuleRegistry`. The lint tests run every rule's examples, and run its flagged examples with
/// only its own trigger words, so a word a check reacts to cannot be forgotten.
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
    /// Why it is a problem, as UIKit behaves.
    public let why: String
    /// What to write instead.
    public let fix: String
    /// Which files the rule reads.
    public let input: Input
    /// The words without which the rule cannot fire (``TriggerWords``): the rule walk only enters
    /// code that holds one of them (or a name of the module's idiom helpers and alert presenters).
    /// `/` stands for a division. Empty for rules that do not read Swift.
    public let triggerWords: [String]
    /// Code the rule flags and code it leaves alone, as SwiftLint's rules carry them.
    public let examples: RuleExamples

    /// The rule's page in the repository: `docs/lint/<id>.md`.
    public var documentationPath: String { "docs/lint/\(id).md" }

    /// Creates a rule. Each rule's file is the only caller.
    init(
        id: String, defaultSeverity: Severity, input: Input, message: String, why: String, fix: String,
        triggerWords: [String] = [], examples: RuleExamples = RuleExamples()
    ) {
        self.id = id
        self.triggerWords = triggerWords
        self.examples = examples
        self.defaultSeverity = defaultSeverity
        self.input = input
        self.message = message
        self.why = why
        self.fix = fix
    }
}
