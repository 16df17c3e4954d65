import PadKit

/// A `padkit matrix` selection whose window mode or setting no selected device offers.
public enum MatrixSelectionError: Error, Sendable, CustomStringConvertible {
    /// The mode id names no window mode (the reader's error lists every id).
    case unknownMode(WindowModeError)
    /// No selected device's OS offers the mode (in the setting asked for).
    case modeNotOffered(WindowingError)
    /// No selected device's OS has the setting.
    case settingNotOffered(WindowingError)
    /// An iPad window asked for an iPhone-only app before iPadOS 27, which gives it only the
    /// compatibility-mode window.
    case iPadWindowForIPhoneApp(modeID: String)

    /// The message, naming the option it is about.
    public var description: String {
        switch self {
        case .unknownMode(let error): return "--mode: \(error)"
        case .modeNotOffered(let error): return "--mode: \(error)"
        case .settingNotOffered(let error): return "--multitasking: \(error)"
        case .iPadWindowForIPhoneApp(let modeID):
            return "--mode \(modeID) is an iPad window; before iPadOS \(OSRelease.resizableIPhoneApps.version.major) "
                + "an iPhone-only app gets only \(CompatibilityMode.modeID) on iPad (--iphone-only)"
        }
    }
}
