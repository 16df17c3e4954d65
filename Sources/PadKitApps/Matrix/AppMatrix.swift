import PadKit
import PadKitSimulator

/// What `padkit matrix` reports, worked out here so that the command only renders it: the rows
/// (each a placement with its multitasking setting), what the app reported in each
/// (``AppInspection``), and the notes under the table.
///
/// Without an app the rows are the windows each device's OS offers
/// (``WindowingSystem/placements(for:osVersion:only:)``). With one they are the placements the app
/// can occupy on the devices it installs on (``RunnableApp/occupiablePlacements(on:osVersion:only:)``);
/// measured placements (``PadKit/Measurements``) replace derived sizes and safe areas; the app is launched in them once per distinct
/// window, on every core
/// (``RunnableApp/matrixLaunches(inspecting:resolvingOrientationsIn:osVersion:measurements:reusingLaunches:presentations:)``),
/// and the notes say, for each device, why it has fewer placements, then, once per device family,
/// hardware orientations and OS version, the orientations the app refuses
/// (``RunnableApp/orientationNote(on:placements:decision:)``, which needs a launch in the first
/// placement: it is taken with the inspections').
public struct AppMatrix: Sendable {
    /// The rows, device by device, in the devices' order.
    public let rows: [SettingPlacement]
    /// What the app reported in each row (`nil` everywhere without an app, or when not inspected).
    public let inspections: [AppInspection?]
    /// The notes, each once, in the order the devices raised them: ``reasons``, then the
    /// orientations the app refuses (empty when the notes were not asked for).
    public let notes: [String]
    /// Why devices have fewer placements than their OS offers (the app's Info.plist, its
    /// deployment target), each sentence once: worked out for every rendering, since an empty
    /// selection is explained by them and the contact sheet prints them.
    public let reasons: [String]
    /// What breaks in the app's Interface Builder views, per row and by cause; `nil` for an app
    /// without them, or when rows were not inspected.
    public let layout: MatrixLayout?

    /// How many devices were asked for (some may have no rows: an app that does not install there).
    public let deviceCount: Int
    /// The version each device's rows answer for, by device id.
    private let osVersionOfDevice: [String: OSVersion]

    /// The rows' placements.
    public var placements: [Placement] { rows.map(\.placement) }

    /// The version `placement`'s row answers for.
    public func osVersion(of placement: Placement) -> OSVersion { osVersionOfDevice[placement.device.id] ?? .latest }

    /// The rows as `padkit matrix --format json` writes them (the contract the README shows): each
    /// placement's keys (``PadKit/Placement/jsonValue(traits:osVersion:multitasking:)``), where an
    /// iPhone-only app's screen sits on the iPad's (`frameOnScreen`, in iPad points), how the scene
    /// of an app that opts out of multitasking follows the window (`resizing`: `scaled` or
    /// `discrete`, ``PadKit/SceneResizing``), what an app's preferred scene size did to the window
    /// (`sizeRestrictions`: `honoured`, `clamped` or `notConsulted`, only for an app that sets one),
    /// and what the app reported under its inspection's key.
    public var jsonRows: [JSONValue] {
        zip(rows, inspections).enumerated().map { index, pair in
            let (row, inspection) = pair
            let placement = row.placement, os = osVersion(of: placement)
            guard
                case .object(var pairs) = placement.jsonValue(
                    traits: placement.traitCollection().restricted(to: os), osVersion: os,
                    multitasking: row.setting)
            else { return .null }
            if let frame = CompatibilityMode.frameOnScreen(of: placement) { pairs.append(("frameOnScreen", FrameText.json(frame))) }
            if let resizing = row.resizing { pairs.append(("resizing", .string(resizing.rawValue))) }
            if let outcome = row.sizeRestrictions { pairs.append(("sizeRestrictions", .string(outcome.rawValue))) }
            if let inspection { pairs.append((inspection.jsonKey, inspection.json)) }
            if let layout { pairs.append(("layout", layout.json(row: index))) }
            return .object(pairs)
        }
    }

    /// Works out the matrix.
    ///
    /// - Parameters:
    ///   - devices: the devices, in the rows' order.
    ///   - app: the app run in every placement, if any.
    ///   - osVersion: the version each device's rows answer for.
    ///   - iPhoneOnly: without an app, the rows of an iPhone-only app: on iPads its compatibility-mode window.
    ///   - multitasking: only this iPadOS multitasking setting's windows.
    ///   - landscape: only landscape (`true`) or portrait (`false`) rows.
    ///   - modeID: only this window mode's rows (by its id).
    ///   - measurements: measured placements that replace the rows' derived sizes and safe areas.
    ///   - inspecting: whether to launch the app and inspect each row (a contact sheet draws its own launches).
    ///   - notes: whether to work out the notes (only the table prints them; they cost a launch per request).
    ///   - reusingLaunches: `false` launches once per placement, for tests that compare.
    ///   - layoutKinds: the kinds of layout findings reported (``LayoutFindingKind/isReportedByDefault``).
    ///   - presentations: whether to lay out every presentation the description names too, in
    ///     every window (`padkit matrix --presentations`, `padkit audit`); without, the screens
    ///     each window shows at launch and what its stacks, tabs and `show` segues reach. Each
    ///     presented scene gets a container of its own size in nearly every window, so on an app
    ///     that names many this multiplies the cost (`docs/layout-your-screens.md` § Cost).
    public init(
        devices: [Device], app: RunnableApp?, osVersion: (Device) -> OSVersion = \.newestOSVersion, iPhoneOnly: Bool = false,
        multitasking: MultitaskingSetting? = nil, landscape: Bool? = nil, modeID: String? = nil,
        measurements: Measurements? = nil, inspecting: Bool = true, notes wantsNotes: Bool = true, reusingLaunches: Bool = true,
        layoutKinds: [LayoutFindingKind] = LayoutFindingKind.allCases.filter(\.isReportedByDefault), presentations: Bool = false
    ) {
        var deviceNotes: [(reasons: [String], noteRequest: Int)] = []
        var noteRequests: [(key: String, device: Device, placements: [Placement])] = []
        var osOfDevice: [String: OSVersion] = [:]
        let offered = devices.flatMap { device -> [SettingPlacement] in
            let os = osVersion(device)
            osOfDevice[device.id] = os
            guard let app else { return Self.rows(for: device, osVersion: os, iPhoneOnly: iPhoneOnly, only: multitasking) }
            let (placements, reasons) = app.occupiablePlacements(on: device, osVersion: os, only: multitasking)
            let noteKey = "\(device.family.rawValue) \(device.supportedInterfaceOrientations.rawValue) \(os)"
            if !noteRequests.contains(where: { $0.key == noteKey }) { noteRequests.append((noteKey, device, placements.map(\.placement))) }
            deviceNotes.append((reasons, noteRequests.firstIndex { $0.key == noteKey } ?? 0))
            return placements
        }.filter { row in
            (landscape == nil || row.placement.isLandscape == landscape) && (modeID == nil || row.placement.mode.id == modeID)
        }
        let rows =
            measurements.map { measured in
                offered.map { row in
                    row.replacing(
                        placement: measured.applied(
                            to: row.placement, osVersion: osOfDevice[row.placement.device.id] ?? .latest,
                            setting: row.setting))
                }
            } ?? offered
        self.rows = rows
        osVersionOfDevice = osOfDevice
        deviceCount = devices.count
        var reasons: [String] = []
        for reason in deviceNotes.flatMap(\.reasons) where !reasons.contains(reason) { reasons.append(reason) }
        self.reasons = reasons
        let placements = rows.map(\.placement)
        guard let app, inspecting || wantsNotes else {
            inspections = placements.map { _ in nil }
            notes = []
            layout = nil
            return
        }
        let decisionPlacements = wantsNotes ? noteRequests.compactMap(\.placements.first) : []
        let launched = app.matrixLaunches(
            inspecting: inspecting ? placements : [], resolvingOrientationsIn: decisionPlacements,
            osVersion: { osOfDevice[$0.device.id] ?? .latest }, measurements: measurements,
            reusingLaunches: reusingLaunches, presentations: presentations)
        inspections = inspecting ? launched.inspections : placements.map { _ in nil }
        var layout: MatrixLayout?
        if inspecting, !app.interfaces.byPath.isEmpty {
            let windows = rows.map {
                LayoutFinding.Window(name: MatrixLayout.windowName($0), width: Double($0.placement.window.size.width))
            }
            layout = MatrixLayout(
                rows: launched.layoutFindings.map { $0 ?? [] }, windows: windows, kinds: layoutKinds,
                wideTexts: launched.wideTexts.map { $0 ?? [] }, screens: launched.screens.map { $0 ?? [] })
        }
        self.layout = layout
        var notes: [String] = []
        if wantsNotes {
            var decisions = launched.orientationDecisions.makeIterator()
            let orientationNotes = noteRequests.map { request in
                request.placements.isEmpty
                    ? nil
                    : app.orientationNote(on: request.device, placements: request.placements, decision: decisions.next() ?? nil)
            }
            for (reasons, request) in deviceNotes {
                for note in reasons + [orientationNotes[request]].compactMap({ $0 }) where !notes.contains(note) { notes.append(note) }
            }
            // What breaks in the app's views, one note per cause with its windows.
            notes += layout?.notes(windowCount: rows.count) ?? []
            notes += app.interfaces.unresolved.map { "Views not loaded: \($0.text)" }
        }
        self.notes = notes
    }

    /// A device's rows on `osVersion` without an app: the windows iPadOS offers
    /// (``WindowingSystem/placements(for:osVersion:only:)``), or an iPhone-only app's
    /// (``WindowingSystem/iPhoneAppPlacements(for:osVersion:only:)``).
    public static func rows(for device: Device, osVersion: OSVersion, iPhoneOnly: Bool, only: MultitaskingSetting?) -> [SettingPlacement] {
        iPhoneOnly
            ? WindowingSystem.iPhoneAppPlacements(for: device, osVersion: osVersion, only: only)
            : WindowingSystem.placements(for: device, osVersion: osVersion, only: only)
    }
}
