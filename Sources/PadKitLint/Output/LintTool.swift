/// The tool's name and version as reported in JSON and SARIF.
public enum LintTool {
    /// `padkit-lint`.
    public static let name = "padkit-lint"
    /// The semantic version of the rule set; bump when a rule is added or changes what it finds.
    public static let version = "0.1.0"
}
