/// A window mode or multitasking setting the chosen device and OS version do not offer.
public enum WindowingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The mode is not offered (a Split View share on iPadOS 26, a tile on iPadOS 18, Slide Over
    /// on 26.0, a tile on iPhone).
    case modeUnavailable(mode: String, device: String, osVersion: OSVersion, setting: MultitaskingSetting?, offered: [String])
    /// The multitasking setting does not exist there (Windowed Apps before iPadOS 26, `classic`
    /// on 26, any setting on iPhone).
    case settingUnavailable(setting: MultitaskingSetting, device: String, osVersion: OSVersion, offered: [MultitaskingSetting])

    /// The message, naming the value and what is offered instead.
    public var description: String {
        switch self {
        case .modeUnavailable(let mode, let device, let osVersion, let setting, let offered):
            let whereText = setting.map { " in \($0)" } ?? ""
            return
                "mode \(mode) is not offered on \(device) with iOS \(osVersion)\(whereText); it offers \(offered.joined(separator: ", "))"
        case .settingUnavailable(let setting, let device, let osVersion, let offered):
            let list = offered.isEmpty ? "no multitasking settings (an iPhone)" : offered.map(\.rawValue).joined(separator: ", ")
            return "multitasking setting \(setting) does not exist on \(device) with iOS \(osVersion); it has \(list)"
        }
    }
}
