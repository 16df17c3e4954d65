import PadKit

/// What `padkit matrix` is asked to list: the devices, each with the OS its rows answer for, and
/// the options that narrow the rows (a window mode by its id, a multitasking setting, an
/// orientation, an iPhone-only app), checked against what each device's OS offers by the one rule
/// (``PadKit/WindowingSystem/setting(offering:on:osVersion:only:)``). The command renders what this
/// decides.
public struct MatrixSelection: Sendable {
    /// The devices, in the rows' order, each with the OS its rows answer for.
    public let devices: [(device: Device, osVersion: OSVersion)]
    /// Only this window mode's rows, by its id.
    public let modeID: String?
    /// The rows of an iPhone-only app (without an app description).
    public let iPhoneOnly: Bool
    /// Only this setting's rows.
    public let multitasking: MultitaskingSetting?
    /// Only landscape (`true`) or portrait (`false`) rows.
    public let landscape: Bool?

    /// Describes a selection.
    public init(
        devices: [(device: Device, osVersion: OSVersion)], modeID: String? = nil, iPhoneOnly: Bool = false,
        multitasking: MultitaskingSetting? = nil, landscape: Bool? = nil
    ) {
        self.devices = devices
        self.modeID = modeID
        self.iPhoneOnly = iPhoneOnly
        self.multitasking = multitasking
        self.landscape = landscape
    }

    /// The OS the rows of `device` answer for.
    public func osVersion(of device: Device) -> OSVersion {
        devices.first { $0.device.id == device.id }?.osVersion ?? device.newestOSVersion
    }

    /// Checks the mode and the setting against what the devices offer: one that no selected device
    /// offers on its OS is refused (with the first device's reason); one that only some offer
    /// narrows the rows to those (`--family ipad --mode half` lists the iPads whose newest release
    /// still has Split View).
    ///
    /// - Throws: ``MatrixSelectionError``.
    public func checkOffered() throws(MatrixSelectionError) {
        var refusals: [MatrixSelectionError] = []
        var checked = 0
        for (device, os) in devices {
            if let modeID {
                checked += 1
                let mode: WindowMode
                do throws(WindowModeError) { mode = try WindowMode.named(modeID, osVersion: os) } catch {
                    throw .unknownMode(error)
                }
                if iPhoneOnly, device.family == .iPad, !CompatibilityMode.runsResizable(osVersion: os) {
                    refusals.append(.iPadWindowForIPhoneApp(modeID: modeID))
                    continue
                }
                do throws(WindowingError) {
                    _ = try WindowingSystem.setting(offering: mode, on: device, osVersion: os, only: multitasking)
                } catch {
                    refusals.append(.modeNotOffered(error))
                }
            } else if let multitasking, device.family == .iPad {
                checked += 1
                do throws(WindowingError) {
                    _ = try WindowingSystem.setting(offering: .full, on: device, osVersion: os, only: multitasking)
                } catch {
                    refusals.append(.settingNotOffered(error))
                }
            }
        }
        if let first = refusals.first, refusals.count == checked { throw first }
    }

    /// Why a selection whose options each name something real selects no placement: the reason
    /// `traits` gives for the first device that lacks the window asked for, else the app's
    /// reasons (`appNotes`, each once), else, for the full-screen compatibility window without
    /// such an app, whom it is for.
    public func emptySelectionReason(appNotes: [String]) -> String {
        if let modeID {
            let orientations: [InterfaceOrientation] = landscape.map { [$0 ? .landscapeRight : .portrait] } ?? [.portrait, .landscapeRight]
            for (device, _) in devices {
                let errors = orientations.compactMap { orientation -> String? in
                    do {
                        _ = try Placement(
                            device: device, orientation: orientation, mode: try WindowMode.named(modeID, osVersion: device.newestOSVersion))
                        return nil
                    } catch {
                        return "\(error)"
                    }
                }
                if errors.count == orientations.count, let first = errors.first { return "no placement matches: \(first)" }
            }
        }
        if !appNotes.isEmpty { return "no placement matches: " + appNotes.joined(separator: " ") }
        if modeID == WindowMode.fullScreenCompatibility.id {
            return
                "no placement matches: the full-screen compatibility window is what iPadOS 26 gives an app that opts out of multitasking "
                + "(UIRequiresFullScreen, or not all four orientations on iPad); give --app with such an app"
        }
        return "no placement matches the options given"
    }
}
