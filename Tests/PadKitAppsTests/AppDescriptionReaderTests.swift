import Foundation
import PadKit
import PadKitApps
import SnapshotSupport
import Testing

/// Every class of problem a description can have: each is reported with its JSON path, all of
/// them at once, and nothing crashes.
@Suite("Reading app descriptions")
struct AppDescriptionReaderTests {
    static func problems(_ json: String, baseDirectory: URL? = nil) -> [AppDescriptionProblem] {
        do {
            _ = try AppDescriptionReader.read(data: Data(json.utf8), baseDirectory: baseDirectory)
            return []
        } catch {
            return error.problems
        }
    }

    static let cases: [(json: String, path: String, message: String)] = [
        (#"{"name": "A", "rot": {}}"#, "rot", "did you mean 'root'?"),
        (#"{"name": "A", "root": {"title": "A", "navigaton": []}}"#, "root.navigaton", "did you mean 'navigation'?"),
        (#"{"root": {"title": "A"}}"#, "name", "missing"),
        (#"{"name": "A"}"#, "root", "missing"),
        (#"{"name": 3, "root": {}}"#, "name", "expected a string, found the number 3"),
        (#"[1]"#, "$", "expected an object"),
        (#"{"name": "A", "root": {"navigation": []}}"#, "root.navigation", "an empty navigation stack"),
        (#"{"name": "A", "root": {"tabs": []}}"#, "root.tabs", "an empty tab bar"),
        (
            #"{"name": "A", "root": {"tabs": [{"title": "T"}], "mode": "sidebar"}}"#, "root.mode",
            "'sidebar' is not a UITabBarController.Mode; expected one of automatic, tabBar, tabSidebar"
        ),
        (#"{"name": "A", "root": {"tabs": [{"title": "T"}], "mode": 2}}"#, "root.mode", "expected a string"),
        (
            #"{"name": "A", "root": {"navigation": [{"title": "N"}], "mode": "tabSidebar"}}"#, "root.mode",
            "it goes beside \"tabs\", and this node is a \"navigation\" node"
        ),
        (
            #"{"name": "A", "root": {"tabs": [{"title": "T", "mode": "tabBar"}]}}"#, "root.tabs[0].mode",
            "this node is a plain view controller"
        ),
        (
            #"{"name": "A", "root": {"navigation": [{"title": "A"}, {"navigation": [{"title": "B"}]}]}}"#, "root.navigation[1]",
            "Pushing a navigation controller is not supported"
        ),
        (
            #"{"name": "A", "root": {"navigation": [{"split": {"primary": {"title": "P"}}}]}}"#, "root.navigation[0]",
            "Split View Controllers cannot be pushed to a Navigation Controller"
        ),
        (#"{"name": "A", "root": {"title": "A", "tabs": [{"title": "T"}], "navigation": [{"title": "N"}]}}"#, "root", "one kind key"),
        (
            #"{"name": "A", "root": {"split": {"primary": {"title": "P"}, "supplementary": {"title": "S"}}}}"#, "root.split.supplementary",
            "not available on a classic split view controller"
        ),
        (
            #"{"name": "A", "root": {"split": {"style": "doubleColumn", "primary": {"title": "P"}, "supplementary": {"title": "S"}}}}"#,
            "root.split.supplementary", "not available on a doubleColumn split view controller"
        ),
        (
            #"{"name": "A", "root": {"split": {"style": "tripleColumn", "primary": {"tabs": [{"title": "T"}]}}}}"#, "root.split.primary",
            "a UITabBarController is not allowed in the primary column"
        ),
        (
            #"{"name": "A", "root": {"split": {"style": "quadColumn", "primary": {"title": "P"}}}}"#, "root.split.style",
            "'quadColumn' is not a split view style"
        ),
        (#"{"name": "A", "root": {"split": {"style": "doubleColumn", "secondary": {"title": "S"}}}}"#, "root.split.primary", "missing"),
        (
            #"{"name": "A", "root": {"split": {"primary": {"title": "P"}, "preferredPrimaryColumnWidthFraction": 1.5}}}"#,
            "root.split.preferredPrimaryColumnWidthFraction", "out of range"
        ),
        (
            #"{"name": "A", "root": {"title": "A", "supportedInterfaceOrientations": ["sideways"]}}"#,
            "root.supportedInterfaceOrientations[0]",
            "'sideways' is not an interface orientation"
        ),
        (
            #"{"name": "A", "root": {"title": "A", "supportedInterfaceOrientations": []}}"#, "root.supportedInterfaceOrientations",
            "expected at least one"
        ),
        (
            #"{"name": "A", "infoPlist": {"UISupportedInterfaceOrientations~iphone": ["UIInterfaceOrientationPortrait"]}, "root": {"title": "A", "supportedInterfaceOrientations": ["landscapeLeft"]}}"#,
            "root.supportedInterfaceOrientations", "UIApplicationInvalidInterfaceOrientation"
        ),
        (
            #"{"name": "A", "infoPlist": {"UIRequiresFullscreen": true}, "root": {}}"#, "infoPlist.UIRequiresFullscreen",
            "did you mean 'UIRequiresFullScreen'?"
        ),
        (#"{"name": "A", "infoPlist": {"UIDeviceFamily": [9]}, "root": {}}"#, "infoPlist.UIDeviceFamily[0]", "out of range"),
        (#"{"name": "A", "infoPlist": {}, "infoPlistPath": "Info.plist", "root": {}}"#, "infoPlistPath", "not both"),
        (
            #"{"name": "A", "infoPlistPath": "does-not-exist.plist", "root": {}}"#, "infoPlistPath",
            "does-not-exist.plist: cannot read the Info.plist file"
        ),
        (#"{"name": "A", "deploymentTarget": "seven", "root": {}}"#, "deploymentTarget", "'seven' is not a version"),
        (#"{"name": "A", "deploymentTarget": "7.0", "root": {}}"#, "deploymentTarget", "older than iOS 8"),
        (
            #"{"name": "A", "root": {"title": "A", "layout": {"views": ["a"], "compact": [{"view": "b", "constraints": []}]}}}"#,
            "root.layout.compact[0].view", "'b' is not one of the layout's views"
        ),
        (
            #"{"name": "A", "root": {"title": "A", "layout": {"views": ["a"], "any": [{"view": "a", "constraints": [{"make": "lef", "equalTo": "superview"}]}]}}}"#,
            "root.layout.any[0].constraints[0].make", "'lef' is not a SnapKit attribute"
        ),
        (
            #"{"name": "A", "root": {"title": "A", "layout": {"views": ["a"], "any": [{"view": "a", "constraints": [{"make": "left", "equalTo": "b.top"}]}]}}}"#,
            "root.layout.any[0].constraints[0].equalTo", "'b' is not one of the layout's views"
        ),
        (
            #"{"name": "A", "root": {"title": "A", "layout": {"views": ["a"], "any": [{"view": "a", "constraints": [{"make": "left", "equalTo": "superview", "lessThanOrEqualTo": 3}]}]}}}"#,
            "root.layout.any[0].constraints[0]", "expected exactly one of"
        ),
        (
            #"{"name": "A", "root": {"navigation": [{"title": "A"}], "layout": {"views": ["a"]}}}"#, "root.layout",
            "belongs to a plain view controller"
        ),
        (
            #"{"name": "A", "root": {"container": {"child": {"title": "C"}, "overrideTraitCollection": {}}}}"#,
            "root.container.overrideTraitCollection",
            "expected at least one trait"
        ),
        (
            #"{"name": "A", "root": {"container": {"child": {"title": "C"}, "overrideTraitCollection": {"horizontalSizeClass": "huge"}}}}"#,
            "root.container.overrideTraitCollection.horizontalSizeClass", "'huge' is not a size class"
        ),
        (#"{"name": "A", "root": {"centreWindow": {"pages": []}}}"#, "root.centreWindow.pages", "at least one page"),
        (
            #"{"name": "A", "root": {"adaptiveSplit": {"tabs": [{"navigation": [{"title": "N"}]}]}}}"#, "root.adaptiveSplit.tabs[0]",
            "Pushing a navigation controller is not supported"
        ),
        (
            #"{"name": "A", "root": {"adaptiveSplit": {"tabs": [{"title": "T"}]}, "supportedInterfaceOrientations": "all"}}"#,
            "root.supportedInterfaceOrientations", "decides its own orientations"
        ),
        (
            #"{"name": "A", "root": {}, "presentations": {"Menu": {"style": "popover", "sourceRect": {"x": 0}}}}"#,
            "presentations.Menu.sourceRect.y", "missing"
        ),
        (
            #"{"name": "A", "root": {}, "presentations": {"Menu": {"style": "sideways"}}}"#, "presentations.Menu.style",
            "'sideways' is not a presentation style"
        ),
        (#"{"name": "A", "root": {}, "unresolved": [{"path": "root"}]}"#, "unresolved[0]", "needs a path and a reason"),
        (#"{"name": "A", "root": {"view": {"x": 1}}}"#, "root.view", "expected {}"),
        (
            #"{"name": "A", "root": {"preferredContentSize": {"width": -1, "height": 3}}}"#, "root.preferredContentSize.width",
            "out of range"
        ),
        ("{not json", "$", "not valid JSON"),
    ]

    @Test("each problem is reported at its JSON path", arguments: cases)
    func problem(json: String, path: String, message: String) {
        let found = Self.problems(json)
        #expect(found.contains { $0.path == path && $0.message.contains(message) }, "\(found)")
    }

    @Test("every problem is reported, not only the first")
    func allProblems() {
        let found = Self.problems(
            #"""
            {"name": "A", "color": "red", "infoPlist": {"UIDeviceFamily": "both"},
             "root": {"tabs": [{"navigation": []}, {"split": {"style": "x", "primary": {}}}, {"title": 1}]},
             "presentations": {"P": {"style": "nope"}}}
            """#)
        #expect(
            found.map(\.path) == [
                "color", "infoPlist.UIDeviceFamily", "root.tabs[0].navigation", "root.tabs[1].split.style",
                "root.tabs[2].title", "presentations.P.style",
            ], "\(found)")
    }

    @Test("the error names the file and every problem, one a line")
    func errorText() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-bad-\(UUID().uuidString).json")
        try Data(#"{"name": "A", "root": {"tabs": []}, "extra": 1}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try AppDescriptionReader.read(contentsOf: file.path)
        } throws: { error in
            let text = "\(error)"
            return text.split(separator: "\n").count == 2 && text.contains("\(file.path): extra: unknown key")
                && text.contains("\(file.path): root.tabs: an empty tab bar")
        }
    }

    @Test("an Info.plist that does not parse is an error naming the file")
    func brokenInfoPlist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<plist><dict><key>broken".utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let found = Self.problems(#"{"name": "A", "infoPlistPath": "Info.plist", "root": {}}"#, baseDirectory: folder)
        #expect(
            found.count == 1 && found[0].path == "infoPlistPath" && found[0].message.contains("Info.plist: not a property list"), "\(found)"
        )
    }

    @Test("orientation sets with nothing in common only matter where UIKit asks the controller")
    func orientationConflictOnlyWhereAsked() {
        // An iPad-only multitasking app: the controller is never asked, so no conflict.
        let ipadOnly =
            #"{"name": "A", "infoPlist": {"UIDeviceFamily": [2], "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}, "root": {"title": "A", "supportedInterfaceOrientations": ["portrait"]}}"#
        #expect(Self.problems(ipadOnly).isEmpty)
        // The same app with UIRequiresFullScreen is asked.
        let fullScreen =
            #"{"name": "A", "infoPlist": {"UIDeviceFamily": [2], "UIRequiresFullScreen": true, "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeLeft"]}, "root": {"title": "A", "supportedInterfaceOrientations": ["portrait"]}}"#
        #expect(Self.problems(fullScreen).map(\.path) == ["root.supportedInterfaceOrientations"])
    }

    @Test("arbitrary bytes never crash the reader", arguments: 0..<200)
    func garbage(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let pieces = [
            "{", "}", "[", "]", "\"name\"", "\"root\"", ":", ",", "\"navigation\"", "\"tabs\"", "\"split\"", "1", "null", "true", "\"x\"",
            "\"title\"", "\"layout\"", "\"views\"", "-1e400", "\"\\u0000\"",
        ]
        var text = ""
        for _ in 0..<Int(generator.next() % 60) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
        _ = Self.problems(text)
    }
}
