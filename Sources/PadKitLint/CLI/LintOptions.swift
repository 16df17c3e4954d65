/// The command line of `padkit-lint`, already parsed.
public struct LintOptions: Sendable {
    /// Files and folders to lint; `["."]` when none are given.
    public var paths: [String]
    /// Output format.
    public var format: OutputFormat
    /// The least severe finding that makes the exit status 1.
    public var failOn: FailThreshold
    /// An explicit configuration file; otherwise `.padkit-lint.yml` in the root, if present.
    public var configurationPath: String?
    /// The folder output paths and `exclude` patterns are relative to. Default: the nearest folder
    /// above the paths with a `.padkit-lint.yml`, else the single folder given, else the working
    /// directory (``LintCLI/defaultRoot(for:workingDirectory:)``).
    public var root: String?
    /// Worker threads; default every active processor.
    public var jobs: Int?
    /// Print the rules instead of linting.
    public var listRules: Bool
    /// The directory relative paths are resolved against.
    public var workingDirectory: String
    /// A baseline file: findings it lists are not reported (``Baseline``).
    public var baselinePath: String?
    /// Write every finding of this run to a baseline file.
    public var writeBaselinePath: String?
    /// Print absolute paths (for build logs: the build-tool plugin).
    public var absolutePaths: Bool = false
    /// Apply the mechanical fixes of the findings (``Fixer``) instead of printing a report.
    public var fix: Bool = false
    /// With ``fix``: print the fixes as a unified diff and write nothing.
    public var dryRun: Bool = false
    /// The Info.plist files given are an app target's, resolved with its generated keys
    /// (``LintConfiguration/infoPlistsResolved``; `padkit lint --project` sets it).
    public var infoPlistsResolved = false
    /// Also write the iPad features the sources adopt (`padkit-lint features`' JSON) to this file,
    /// from the same parse (`padkit audit` reads both).
    public var featuresOutputPath: String?
    /// The folder the resolved Info.plist copy sits under (``LintConfiguration/resolvedInfoPlistFolder``).
    public var resolvedInfoPlistFolder: String?

    /// Creates options; everything but the working directory has the command line's default.
    public init(
        paths: [String] = [], format: OutputFormat = .text, failOn: FailThreshold = .error,
        configurationPath: String? = nil, root: String? = nil, jobs: Int? = nil,
        listRules: Bool = false, workingDirectory: String
    ) {
        self.paths = paths
        self.format = format
        self.failOn = failOn
        self.configurationPath = configurationPath
        self.root = root
        self.jobs = jobs
        self.listRules = listRules
        self.workingDirectory = workingDirectory
    }
}
