import PadKit
import PadKitApps

/// Everything the criteria judge, produced before any of them runs: the app, the windows counted,
/// the app's `matrix` rows matched to them, and the producers' outputs (lint findings, feature
/// adoptions, the layout of its screens), each of which may not have run.
public struct AuditInputs: Sendable {
    /// The app as the twin runs it.
    public let app: RunnableApp
    /// The OS version audited.
    public let osVersion: OSVersion
    /// The windows counted: every current device's `matrix` rows at ``osVersion``.
    public let windows: [AuditWindow]
    /// For each window, the app's row in it (`nil` where the app is not offered it): its
    /// resizing and what the app showed there (``PadKitApps/AppInspection``).
    public let occupancy: [Occupancy?]
    /// `padkit-lint`'s findings.
    public let lint: ProducerOutput<LintEvidence>
    /// `padkit-lint features`' adoptions.
    public let features: ProducerOutput<FeatureEvidence>
    /// The layout of the app's storyboards and XIBs in ``windows``.
    public let layout: ProducerOutput<LayoutEvidence>

    /// The app in one window.
    public struct Occupancy: Sendable {
        /// How the scene follows the window when the app opts out of multitasking.
        public let resizing: SceneResizing?
        /// What the app's inspection reported (`nil` when it has none).
        public let inspection: AppInspection?
    }

    /// Launches `app` in every window it is offered among `windows` (once per distinct window, on
    /// every core, as `matrix` does) and keeps what the producers gave.
    public init(
        app: RunnableApp, osVersion: OSVersion, windows: [AuditWindow], lint: ProducerOutput<LintEvidence>,
        features: ProducerOutput<FeatureEvidence>, layout: ProducerOutput<LayoutEvidence>
    ) {
        self.app = app
        self.osVersion = osVersion
        self.windows = windows
        self.lint = lint
        self.features = features
        self.layout = layout
        var devices: [Device] = []
        for window in windows where !devices.contains(where: { $0.id == window.device.id }) { devices.append(window.device) }
        let matrix = AppMatrix(
            devices: devices, app: app, osVersion: { device in windows.first { $0.device.id == device.id }?.osVersion ?? osVersion },
            notes: false)
        var byKey: [String: Occupancy] = [:]
        for (row, inspection) in zip(matrix.rows, matrix.inspections) {
            let key = AuditWindow(row: row, osVersion: matrix.osVersion(of: row.placement)).key
            if byKey[key] == nil { byKey[key] = Occupancy(resizing: row.resizing, inspection: inspection) }
        }
        occupancy = windows.map { byKey[$0.key] }
    }

    /// The app's Info.plist values.
    var infoPlist: InfoPlist { app.infoPlist.values }

    /// Why the Info.plist criteria cannot be judged: a description with neither `infoPlist` nor
    /// `infoPlistPath` says nothing about the keys (the twin runs it with UIKit's defaults), or `nil`.
    var missingInfoPlist: String? {
        guard app.infoPlist == AppInfoPlist(), app.appDescription?.infoPlistPath == nil else { return nil }
        return "the app's description gives no Info.plist (infoPlist or infoPlistPath), so its keys are not known"
    }

    /// Where `key` was read (`file:line`), else the Info.plist's path, else the description.
    func source(ofKey key: String) -> String? {
        app.infoPlist.sources.first { $0.key == key }?.source ?? app.appDescription?.infoPlistPath ?? app.appDescription?.source
    }

    /// The indices of the windows on iPads and on iPhone Duo's inner display (for an app that
    /// installs on iPhone, ``DuoSupport``): what "every window of every current iPad and iPhone
    /// Duo" counts. The outer display is an iPhone's, where the app's own orientations are its
    /// choice, as on any iPhone.
    var padWindows: [Int] {
        windows.indices.filter { index in
            let device = windows[index].device
            return device.idiom == .pad || (device.display?.id == .inner && infoPlist.runsOnPhone)
        }
    }

    /// Every window's index.
    var allWindows: [Int] { Array(windows.indices) }
}
