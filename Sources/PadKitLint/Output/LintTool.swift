/// The tool's name and version as reported in JSON and SARIF.
public enum LintTool {
    /// `padkit-lint`.
    public static let name = "padkit-lint"
    /// The semantic version of the rule set; bump when a rule is added or changes what it finds.
    public static let version = "0.2.0"
    /// What SARIF's `helpUri` puts before a rule's ``Rule/documentationPath``: empty, so the URI is
    /// relative to the repository's root; set it to the published repository's address (for
    /// example its `blob/main/` URL) to make the links absolute.
    public static let documentationBase = ""
}
