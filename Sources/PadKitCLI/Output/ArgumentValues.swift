import Foundation
import ArgumentParser
import PadKit

/// An option value spelled by its raw value (`--format json`, `--family ipad`).
///
/// ArgumentParser's defaults describe a value with `"\(value)"` and `String(describing:)`, which
/// ask the Swift runtime whether the type conforms to the printing protocols; on Linux each first
/// question scans every conformance record of every loaded library (about 6,500), and building
/// `padkit matrix`'s options asked it for five types, about 2 million instructions of a 50 ms
/// budget. The raw value is the same text, without the questions.
protocol RawValueArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension RawValueArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}

extension DeviceFamily: RawValueArgument {}

/// `--orientation`: `portrait` or `landscape`, or one of UIKit's four interface orientations.
///
/// `landscape` means `landscapeRight` (home button or camera on the right); sizes and size
/// classes are the same for both landscapes.
enum OrientationOption: String, RawValueArgument {
    case portrait
    case landscape
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    var interfaceOrientation: InterfaceOrientation {
        switch self {
        case .portrait: return .portrait
        case .landscape, .landscapeRight: return .landscapeRight
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        }
    }
}

/// `--mode`: a window mode id, read by the one reader of ids (``PadKit/WindowMode/named(_:osVersion:)``)
/// when the OS it is meant on is known, so an unknown id lists every id, as scenarios and
/// measurement files do.
struct ModeOption: ExpressibleByArgument {
    /// The id as given.
    let id: String

    init?(argument: String) {
        id = argument
    }

    /// The mode `id` names on `osVersion` (`slide_over` is the classic one up to 18, the
    /// resizable one from 26).
    ///
    /// - Throws: ``CLIError`` with the reader's message (every id) for an id that names no mode,
    ///   or `window`, which `--window WxH` gives.
    func mode(on osVersion: OSVersion) throws -> WindowMode {
        do throws(WindowModeError) {
            return try WindowMode.named(id, osVersion: osVersion)
        } catch {
            if case .sizeRequired = error { throw CLIError("--mode \(id) is a free-form window: give --window WxH instead") }
            throw CLIError("--mode: \(error)")
        }
    }

    /// Every id `--mode` takes: the window mode ids but `window`, which `--window` gives.
    static var allValueStrings: [String] { WindowMode.ids.filter { $0 != WindowMode.Kind.freeform(.zero).id } }
}

/// `--window WxH`: a free-form window size in points, such as `700x1000` or `561.5x1133`.
struct WindowSizeOption: ExpressibleByArgument {
    let width: Double
    let height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        self.width = width
        self.height = height
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `--os-version`: an iOS / iPadOS version such as `17.4` or `12`.
struct OSVersionOption: ExpressibleByArgument {
    let version: OSVersion

    init?(argument: String) {
        guard let version = OSVersion(argument) else { return nil }
        self.version = version
    }

    /// The modelled release that answers for the version (17.4 as 17.0).
    ///
    /// - Throws: ``OSVersionError`` naming the modelled releases.
    func modelledRelease() throws(OSVersionError) -> OSVersion {
        try version.modelledRelease()
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `--multitasking`: an iPadOS multitasking setting.
extension MultitaskingSetting: ExpressibleByArgument {}

/// Reads `--measurements FILE` (``Measurements``): every problem with its JSON path, the file
/// named in the provenance.
enum MeasurementsFile {
    static func load(_ path: String) throws -> Measurements {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MeasurementsError(file: path, problems: [.init(path: "$", message: "cannot read the measurements file")])
        }
        let value: JSONValue
        do { value = try JSONValue(jsonData: data) } catch {
            throw MeasurementsError(file: path, problems: [.init(path: "$", message: "not JSON (\(error.localizedDescription))")])
        }
        return try Measurements(json: value, source: name)
    }
}
