import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Storyboards without a project (`padkit app init --storyboard`), and every way one can be bad.
@Suite("Reading storyboards")
struct StoryboardReaderTests {
    let reader = AppProjectReader()

    @Test("a storyboard alone: its initial controller, references resolved beside it")
    func storyboardAlone() throws {
        let app = try reader.describe(storyboard: ProjectFixtures.path("Projects/Mailbox/Mailbox/Base.lproj/Main.storyboard"), sources: [])
        #expect(app.name == "Main")
        guard case .tabs(let tabs) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(tabs.count == 5)
        #expect(tabs[2].source?.hasSuffix("Mailbox/Settings.storyboard#scene-nav-settings") == true)
    }

    @Test(
        "errors name the file and the object",
        arguments: [
            ("Storyboards/Broken/MissingReference.storyboard", "refers to storyboard 'Nowhere', which is not in the app"),
            ("Storyboards/Broken/UnknownIdentifier.storyboard", "has no scene with identifier 'Missing'"),
            ("Storyboards/Broken/UnknownDestination.storyboard", "names object ghost, which the storyboard does not have"),
            ("Storyboards/Broken/Malformed.storyboard", "Malformed.storyboard:10: not well-formed XML"),
            ("Storyboards/Broken/NotIB.storyboard", "not an Interface Builder document (root element <plist>)"),
            ("Storyboards/Broken/Entities.storyboard", "Entities.storyboard:3: entity declarations limit hit: 1, at most 0"),
            ("Storyboards/Cycle/A.storyboard", "storyboard reference cycle: "),
        ])
    func errors(file: String, message: String) throws {
        do {
            let app = try reader.describe(storyboard: ProjectFixtures.path(file), sources: [])
            Issue.record("no error; root \(app.root.kind.key)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("a cycle of references lists the chain")
    func cycle() throws {
        #expect(throws: ProjectReadingError.self) {
            try reader.describe(storyboard: ProjectFixtures.path("Storyboards/Cycle/A.storyboard"), sources: [])
        }
        do {
            _ = try reader.describe(storyboard: ProjectFixtures.path("Storyboards/Cycle/A.storyboard"), sources: [])
        } catch {
            guard case .referenceCycle(let chain) = error else { Issue.record("\(error)"); return }
            #expect(
                chain.map { ($0 as NSString).lastPathComponent } == [
                    "A.storyboard#tabs", "A.storyboard#to-b", "B.storyboard#to-a", "A.storyboard#tabs",
                ])
        }
    }

    @Test("a storyboard without an initial controller leaves the root unresolved")
    func noInitialController() throws {
        let app = try reader.describe(storyboard: ProjectFixtures.path("Storyboards/Broken/Other.storyboard"), sources: [])
        #expect(app.root.kind == .view)
        #expect(app.unresolved.map(\.path) == ["root"])
    }

    // MARK: Limits

    static func deepStoryboard(depth: Int) -> Data {
        var text =
            #"<?xml version="1.0" encoding="UTF-8"?><document initialViewController="vc"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">"#
        text += String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        text += "</viewController></objects></scene></scenes></document>"
        return Data(text.utf8)
    }

    @Test("deep nesting, many elements and large files are refused with the limit hit")
    func limits() throws {
        let deep = try ProjectFixtures.temporaryFile("Deep.storyboard", Self.deepStoryboard(depth: 5_000))
        do {
            _ = try reader.describe(storyboard: deep, sources: [])
            Issue.record("no error")
        } catch {
            guard case .limitExceeded(_, _, .nestingDepth, 256, 257) = error else { Issue.record("\(error)"); return }
        }
        var small = AppProjectReader(limits: ReadingLimits(fileBytes: 1_000_000, depth: 10_000, elements: 100))
        do {
            _ = try small.describe(storyboard: deep, sources: [])
            Issue.record("no error")
        } catch {
            guard case .limitExceeded(_, _, .elementCount, 100, 101) = error else { Issue.record("\(error)"); return }
        }
        small.limits = ReadingLimits(fileBytes: 1_000)
        do {
            _ = try small.describe(storyboard: deep, sources: [])
            Issue.record("no error")
        } catch {
            guard case .limitExceeded(_, 0, .fileSize, 1_000, let size) = error else { Issue.record("\(error)"); return }
            #expect(size > 1_000)
        }
        let normal = try ProjectFixtures.temporaryFile("Normal.storyboard", Self.deepStoryboard(depth: 20))
        #expect(try reader.describe(storyboard: normal, sources: []).root.kind == .view)
    }

    @Test(
        "a processing instruction other than the XML declaration is refused before FoundationXML sees it (fuzz regression)",
        arguments: ["<?xm8?>\n<document/>", "<?xml version=\"1.0\"?><document><?php?></document>", "<document/><?x?>"])
    func processingInstructions(text: String) throws {
        let file = try ProjectFixtures.temporaryFile("Instruction.storyboard", Data(text.utf8))
        do {
            _ = try reader.describe(storyboard: file, sources: [])
            Issue.record("no error")
        } catch {
            guard case .malformedXML(_, _, let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("processing instruction"))
        }
    }

    // MARK: xcconfig

    @Test("xcconfig: include cycles, missing includes and bad lines are errors with file and line")
    func xcconfigErrors() throws {
        var count = 0
        let display = { (path: String) in (path as NSString).lastPathComponent }
        #expect(throws: ProjectReadingError.includeCycle(chain: ["One.xcconfig", "Two.xcconfig", "One.xcconfig"])) {
            try XCConfigFile.read(
                ProjectFixtures.path("XCConfig/One.xcconfig"), displayPath: display, limits: ReadingLimits(), filesRead: &count)
        }
        #expect(throws: ProjectReadingError.malformedXCConfig(file: "Malformed.xcconfig", line: 3, text: "this is not a setting")) {
            try XCConfigFile.read(
                ProjectFixtures.path("XCConfig/Malformed.xcconfig"), displayPath: display, limits: ReadingLimits(), filesRead: &count)
        }
        // A missing include is what Xcode builds past with a warning: listed, not fatal.
        let missing = try XCConfigFile.read(
            ProjectFixtures.path("XCConfig/MissingInclude.xcconfig"), displayPath: display, limits: ReadingLimits(), filesRead: &count)
        #expect(missing.unresolved.contains { $0.file == "Nowhere.xcconfig" && $0.source == "MissingInclude.xcconfig:2" })
    }
}
