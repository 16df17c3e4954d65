import Foundation
import PadKit
import PadKitApps
import Testing

@testable import PadKitAudit

/// Every criterion against its two hand-written fixture apps (`Fixtures/<name>/`: `app.json`, and
/// `lint.json`, `features.json` (the producers' JSON) or `Main.storyboard` (whose scene the
/// description names) where the criterion reads them): the one it names as failing fails, the
/// near miss passes. A layout criterion whose finding kind `padkit matrix` keeps off by default
/// (under 80 % precision) cannot fail: its failing fixture is `unknown`, with the finding listed.
@Suite struct CriterionFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A few windows of every kind (a large and a small current iPad, a current iPhone), so each
    /// fixture launches in seconds.
    static let windows = AuditWindow.current(osVersion: .latest).filter {
        ["ipad-pro-13-inch-m5", "ipad-mini-a17-pro", "iphone-17-pro"].contains($0.device.id)
    }

    static func inputs(_ name: String) throws -> AuditInputs {
        let folder = fixtures.appendingPathComponent(name)
        let app = try RunnableApp.described(try AppDescriptionReader.read(contentsOf: folder.appendingPathComponent("app.json").path))
        let lint = try FileManager.default.contents(atPath: folder.appendingPathComponent("lint.json").path).map(LintEvidence.init(json:))
        let features = try FileManager.default.contents(atPath: folder.appendingPathComponent("features.json").path).map(
            FeatureEvidence.init(json:))
        return AuditInputs(
            app: app, osVersion: .latest, windows: windows, lint: .ran(lint ?? LintEvidence(findings: [], fileCount: 1)),
            features: .ran(features ?? FeatureEvidence(adoptions: [], fileCount: 1)))
    }

    static func verdict(_ criterion: AuditCriterion, _ fixture: String) throws -> CriterionVerdict {
        criterion.check(try inputs(fixture))
    }

    /// The layout criteria whose failing fixture shows one finding kind.
    static let layoutKind = [
        "sound-layout": "unsatisfiable", "clear-of-system-areas": "underSystemArea", "touch-targets": "smallTarget",
        "readable-width": "wideText",
    ]

    @Test(arguments: AuditCriterion.all)
    func failingFixtureFails(_ criterion: AuditCriterion) throws {
        let verdict = try Self.verdict(criterion, criterion.examples.fails)
        // iPhone Duo is judged once PadKit models it (DuoSupport); until then its criterion is unknown.
        var expected: AuditStatus = criterion.id == "hinge-postures" && !DuoSupport.isModelled ? .unknown : .fail
        if let kind = Self.layoutKind[criterion.id], !LayoutEvidence.fails(kind) {
            expected = .unknown
            #expect(verdict.evidence.contains { $0.message.contains(kind) }, "\(criterion.id): \(verdict.evidence.map(\.message))")
        }
        #expect(verdict.status == expected, "\(criterion.id) on \(criterion.examples.fails): \(verdict.evidence.map(\.message))")
        #expect(!verdict.evidence.isEmpty)
    }

    @Test(arguments: AuditCriterion.all)
    func nearMissPasses(_ criterion: AuditCriterion) throws {
        let verdict = try Self.verdict(criterion, criterion.examples.nearMiss)
        let expected: AuditStatus = criterion.id == "hinge-postures" && !DuoSupport.isModelled ? .unknown : .pass
        #expect(verdict.status == expected, "\(criterion.id) on \(criterion.examples.nearMiss): \(verdict.evidence.map(\.message))")
        #expect(!verdict.evidence.isEmpty)
    }

    @Test func aRootReadInPartIsUnknownNamingTheBranchThatDecidesByWidth() throws {
        let json = #"""
            {"name": "Editor", "root": {"class": "MainScene", "source": "App/App.swift:24"},
             "unresolved": [
               {"path": "root", "reason": "a branch not followed: when 'bubbleText.isEmpty' the code builds a plain view controller", "source": "App/Bubble.swift:82"},
               {"path": "root", "reason": "a branch not followed: when 'horizontalSizeClass == .compact' the code builds CompactTabs", "source": "App/TopBar.swift:43"}]}
            """#
        let description = try AppDescriptionReader.read(data: Data(json.utf8))
        let verdict = try #require(RegularWidthLayout.unreadRoot(description))
        #expect(verdict.status == .unknown)
        #expect(verdict.evidence.map(\.source) == ["App/App.swift:24", "App/TopBar.swift:43"])
        #expect(verdict.evidence.first?.message.contains("MainScene cannot be judged: 2 parts") == true)
        #expect(verdict.evidence.last?.message.contains("horizontalSizeClass == .compact") == true)
    }

    @Test func aProducerThatDidNotRunMakesItsCriteriaUnknown() throws {
        let app = try RunnableApp.described(
            try AppDescriptionReader.read(contentsOf: Self.fixtures.appendingPathComponent("split/app.json").path))
        let audit = Audit(
            AuditInputs(
                app: app, osVersion: .latest, windows: Self.windows, lint: .didNotRun("padkit-lint is not built"),
                features: .didNotRun("padkit-lint is not built")))
        for id in ["no-lint-errors", "layout-not-by-device", "sound-layout", "keyboard-shortcuts"] {
            let result = try #require(audit.results.first { $0.criterion.id == id })
            #expect(result.verdict.status == .unknown)
        }
        #expect(audit.tier == nil)
    }
}

extension CriterionFixtureTests {
    /// An iPhone-only app cannot answer with a split (it keeps the phone idiom and a compact width
    /// in every iPad window), so its `regular-width-layout` fail says to add iPad as a destination,
    /// at the device family's source (found on AltStore, an app not opened before).
    @Test func anIPhoneOnlyAppIsToldToAddIPad() throws {
        let verdict = try Self.verdict(try #require(AuditCriterion.named("regular-width-layout")), "iphone-only-one-column")
        #expect(verdict.status == .fail)
        #expect(verdict.evidence.first?.message.contains("add iPad to its destinations") == true, "\(verdict.evidence)")
    }
}

extension CriterionFixtureTests {
    /// A key the app does not set is pointed at the Info.plist file it goes in, not at a build
    /// setting that happens to be the first source known (Firefox Focus and FreeOTP named
    /// `TARGETED_DEVICE_FAMILY` for a missing scene manifest).
    @Test func aMissingKeyPointsAtTheInfoPlistFile() throws {
        for criterion in try ["scene-life-cycle", "multiple-windows"].map({ try #require(AuditCriterion.named($0)) }) {
            let verdict = try Self.verdict(criterion, "no-scene-manifest-project")
            #expect(verdict.status == .fail)
            #expect(verdict.evidence.first?.source == "App/Info.plist", "\(criterion.id): \(verdict.evidence)")
        }
    }
}

extension CriterionFixtureTests {
    /// An iPhone-only app that asks for full screen is resized in discrete steps on iPad but scaled
    /// on iPhone Duo's inner display, so its opt-out fails in Duo's windows only, and the evidence
    /// names Duo rather than an iPad app (COVIDSafe, an app not opened before, was told its iPad
    /// app was resized into every window).
    @Test func anIPhoneOnlyOptOutFailsOnDuoInDuosWords() throws {
        let criterion = try #require(AuditCriterion.named("full-screen-opt-out"))
        let folder = Self.fixtures.appendingPathComponent("requires-full-screen-iphone")
        let app = try RunnableApp.described(try AppDescriptionReader.read(contentsOf: folder.appendingPathComponent("app.json").path))
        let windows = AuditWindow.current(osVersion: nil).filter { ["ipad-mini-a17-pro", "iphone-duo"].contains($0.device.id) }
        try #require(windows.contains { $0.device.display?.id == .inner })
        let inputs = AuditInputs(
            app: app, osVersion: .latest, windows: windows, lint: .ran(LintEvidence(findings: [], fileCount: 1)),
            features: .ran(FeatureEvidence(adoptions: [], fileCount: 1)))
        let verdict = criterion.check(inputs)
        #expect(verdict.status == .fail)
        #expect(verdict.affectedWindows.allSatisfy { windows[$0].device.id == "iphone-duo" })
        #expect(verdict.evidence.first?.message.contains("iPhone Duo's inner display") == true, "\(verdict.evidence)")
        #expect(verdict.evidence.first?.message.contains("iPad app") == false)
    }
}
