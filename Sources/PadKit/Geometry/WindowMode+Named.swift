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
        for kind in Kind.examples where kind.id == id {
            switch kind {
            case .full, .splitViewShare, .tile, .smallestWindow, .fullScreenCompatibility:
                return WindowMode(kind: kind)
            case .slideOver, .resizableSlideOver:
                return OSRelease.windowedApps.isIncluded(in: osVersion) ? .resizableSlideOver : .slideOver
            case .iPhoneCompatibility:
                return .iPhoneCompatibility(osVersion: osVersion)
            case .freeform:
                throw .sizeRequired(id: id)
            }
        }
        throw .unknown(id: id)
    }

    /// This mode as `osVersion` means its id (``named(_:osVersion:)``): Slide Over becomes the
    /// one the OS has; every other mode is kept.
    public func meant(on osVersion: OSVersion) -> WindowMode {
        switch kind {
        case .slideOver, .resizableSlideOver:
            return OSRelease.windowedApps.isIncluded(in: osVersion) ? .resizableSlideOver : .slideOver
        case .full, .splitViewShare, .tile, .freeform, .smallestWindow, .iPhoneCompatibility, .fullScreenCompatibility:
            return self
        }
    }
}
