import Foundation

extension WindowMode {
    /// Every window mode id, in the order the matrix lists the modes: the one list that
    /// `--mode`'s help, the scenario reader, measurement files and expectations name.
    public static let ids: [String] = Kind.examples.map(\.id).reduce(into: []) { ids, id in
        if !ids.contains(id) { ids.append(id) }
    }

    /// The window mode named `id`, as `osVersion` means it: the one reader of a mode id.
    ///
    /// What an id means depends on the OS where UIKit's meaning changed: `slide_over` is the
    /// classic Slide Over up to iPadOS 18 and the resizable window from 26 (offered from 26.1:
    /// ``WindowingSystem/setting(offering:on:osVersion:only:)`` refuses it on 26.0), and
    /// `iphone_compatibility` is the window of the iPhone screen `osVersion` emulates. Whether the
    /// OS, the multitasking setting and the app offer the mode is decided when a window is
    /// resolved, not here.
    ///
    /// - Throws: ``WindowModeError/unknown(id:)`` listing every id, or
    ///   ``WindowModeError/sizeRequired(id:)`` for `window`, which needs a size.
    public static func named(_ id: String, osVersion: OSVersion) throws(WindowModeError) -> WindowMode {
        guard let kind = Kind.examples.first(where: { $0.id == id }) else { throw .unknown(id: id) }
        if kind.name == .freeform { throw .sizeRequired(id: id) }
        // `iphone_compatibility` is the window of the iPhone screen `osVersion` emulates.
        if kind.name == .iPhoneCompatibility { return .iPhoneCompatibility(osVersion: osVersion) }
        return WindowMode(kind: kind).meant(on: osVersion)
    }
}
