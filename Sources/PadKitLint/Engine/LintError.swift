import Foundation

/// Why a lint run could not start: a usage or I/O error, exit status 2.
public enum LintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case pathNotFound(String)
    /// A file given on the command line is neither Swift nor a property list.
    case unsupportedFile(String)
    /// The configuration file is wrong.
    case configuration(ConfigurationError)
    /// `--jobs` was not a positive number.
    case invalidJobCount(Int)
    /// The baseline file could not be read, written or understood.
    case baseline(path: String, reason: String)

    /// The message printed after `padkit-lint: error: `.
    public var description: String {
        switch self {
        case .pathNotFound(let path): return "no such file or directory: \(path)"
        case .unsupportedFile(let path): return "not a Swift file or property list: \(path)"
        case .configuration(let error): return error.description
        case .invalidJobCount(let count): return "--jobs must be at least 1, got \(count)"
        case .baseline(let path, let reason): return "baseline \(path): \(reason)"
        }
    }

    /// A short, path-free reason for a failed file operation ("Permission denied").
    static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return nsError.localizedDescription
    }
}
