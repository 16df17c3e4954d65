/// The `--fail-on` level: the least severe finding that makes the run exit with status 1.
public enum FailThreshold: String, CaseIterable, Sendable {
    /// Any finding fails the run.
    case note
    /// Warnings and errors fail the run.
    case warning
    /// Only errors fail the run (the default, as with compiler diagnostics).
    case error
    /// Findings never change the exit status (usage and I/O errors still exit 2).
    case never

    /// Whether a finding of `severity` fails the run.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .note: return severity >= .note
        case .warning: return severity >= .warning
        case .error: return severity >= .error
        case .never: return false
        }
    }
}
