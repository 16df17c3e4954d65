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
    /// The layout of the app's Interface Builder screens in ``windows``, from its `matrix` rows.
    public let layout: ProducerOutput<LayoutEvidence>

    /// The app in one window.
    public struct Occupancy: Sendable {
        /// How the scene follows the window when the app opts out of multitasking.
        public let resizing: SceneResizing?
        /// What the app's inspection reported (`nil` when it has none).
        public let inspection: AppInspection?
    }

    /// Launches `app` in every window it is offered among `windows` (``Launched``) and keeps what
    /// the producers gave.
    public init(
        app: RunnableApp, osVersion: OSVersion, windows: [AuditWindow], lint: ProducerOutput<LintEvidence>,
        features: ProducerOutput<FeatureEvidence>
    ) {
        self.init(launched: Launched(app: app, osVersion: osVersion, windows: windows), lint: lint, features: features)
    }

    /// Joins the launches with what the producers gave (the command runs the linter while the app launches).
    public init(launched: Launched, lint: ProducerOutput<LintEvidence>, features: ProducerOutput<FeatureEvidence>) {
        app = launched.app
        osVersion = launched.osVersion
        windows = launched.windows
        occupancy = launched.occupancy
        layout = .ran(launched.layout)
        self.lint = lint
        self.features = features
    }

    /// The app launched in every window it is offered among the audited ones: its `matrix` over
    /// the audited devices (once per distinct window, on every core, as `matrix` does), with its
    /// screens laid out in their containers and their findings of every kind
    /// (``PadKitApps/MatrixLayout``), so the audit judges layout from the matrix's rows rather
    /// than laying the screens out again.
    public struct Launched: Sendable {
        /// The app.
        public let app: RunnableApp
        /// The OS version audited.
        public let osVersion: OSVersion
        /// The windows counted.
        public let windows: [AuditWindow]
        /// The app's row in each window, `nil` where it is not offered.
        public let occupancy: [Occupancy?]
        /// Its screens' layout in those windows.
        public let layout: LayoutEvidence

        /// Launches `app` in every window it is offered among `windows`.
        public init(app: RunnableApp, osVersion: OSVersion, windows: [AuditWindow]) {
            self.app = app
            self.osVersion = osVersion
            self.windows = windows
            var devices: [Device] = []
            for window in windows where !devices.contains(where: { $0.id == window.device.id }) { devices.append(window.device) }
            let matrix = AppMatrix(
                devices: devices, app: app,
                osVersion: { device in windows.first { $0.device.id == device.id }?.osVersion ?? osVersion },
                notes: false, layoutKinds: LayoutFindingKind.allCases, presentations: true)
            var byKey: [String: Occupancy] = [:]
            for (row, inspection) in zip(matrix.rows, matrix.inspections) {
                let key = AuditWindow(row: row, osVersion: matrix.osVersion(of: row.placement)).key
                if byKey[key] == nil { byKey[key] = Occupancy(resizing: row.resizing, inspection: inspection) }
            }
            occupancy = windows.map { byKey[$0.key] }
            layout = LayoutEvidence(matrix: matrix, interfaces: app.interfaces, windows: windows)
        }
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

    /// Not applicable because the app's `UIDeviceFamily` leaves out the devices a criterion is
    /// about (iPad for an iPhone-only app, iPhone Duo for an iPad-only one): `why`, at the key's line.
    func notApplicableForDeviceFamily(_ why: String) -> CriterionVerdict {
        .notApplicable(why, source: source(ofKey: InfoPlist.Key.deviceFamily))
    }

    /// Where a key the app does not set would go: its Info.plist file (``infoPlistFile``), else the
    /// description.
    var sourceOfMissingKey: String? { infoPlistFile ?? app.appDescription?.source }

    /// The Info.plist file the app's keys were read from: the description's `infoPlistPath`, else
    /// the file of a key read from a property list (a project's keys come from its Info.plist file
    /// and from build settings; a missing key is added to the file, not to a setting).
    var infoPlistFile: String? {
        if let path = app.appDescription?.infoPlistPath { return path }
        let file = app.infoPlist.sources.lazy.map { $0.source.split(separator: ":").first.map(String.init) ?? $0.source }
            .first { $0.hasSuffix(".plist") }
        return file
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
