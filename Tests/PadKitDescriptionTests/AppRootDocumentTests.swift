import Foundation
import PadJSON
import Testing

@testable import PadKitDescription

/// The app-root contract, written and read by one type: what the linter writes, `padkit` reads
/// back unchanged, and a broken report's problems name their JSON paths.
@Suite("The app-root contract")
struct AppRootDocumentTests {
    static let full = AppRootDocument(
        // Keys in alphabetical order inside the parts: the JSON parser does not keep an object's order.
        root: .object([("navigation", .array([.object([("source", .string("App/Scene.swift:12")), ("title", .string("Inbox"))])]))]),
        unresolved: [
            UnresolvedItem(path: "root.navigation[0].title", reason: "a title computed at run time", source: "App/Scene.swift:13"),
            UnresolvedItem(
                path: "project", reason: "the generated Info.plist is missing", file: "Generated/Info.plist",
                remedy: "build the target once"),
        ],
        storyboards: [
            StoryboardUse(name: "Main", identifier: "Feed", path: "root.navigation[1]"),
            StoryboardUse(name: "Settings", identifier: nil, path: "root.navigation[2]"),
        ],
        presentations: [(name: "SettingsView", value: .object([("style", .string("formSheet"))]))],
        splitDelegates: [(className: "ChatSplitViewController", answers: .object([("topColumnForCollapsing", .string("primary"))]))],
        sizeRestrictions: .object([("minimumSize", .object([("height", .number(0)), ("width", .number(500))]))]))

    @Test("the envelope's keys, in order; optional parts only when present")
    func writing() {
        #expect(Self.full.jsonValue.objectKeys == AppRootDocument.keys)
        let bare = AppRootDocument(root: nil)
        #expect(bare.jsonValue.compactText == #"{"root": null, "unresolved": [], "storyboards": []}"#)
        #expect(
            Self.full.storyboards[1].jsonValue.compactText == #"{"name": "Settings", "identifier": null, "path": "root.navigation[2]"}"#)
        #expect(
            Self.full.unresolved[1].jsonValue.compactText
                == #"{"path": "project", "reason": "the generated Info.plist is missing", "file": "Generated/Info.plist", "remedy": "build the target once"}"#
        )
    }

    @Test("what is written reads back the same, with no problem")
    func roundTrip() throws {
        let reader = JSONReader()
        let text = Self.full.jsonValue.prettyText
        let read = try #require(AppRootDocument(reading: try JSONValue(jsonData: Data(text.utf8)), reader: reader))
        #expect(reader.problems.isEmpty)
        #expect(read.jsonValue.prettyText == text)
        #expect(read.storyboards == Self.full.storyboards)
        #expect(read.unresolved == Self.full.unresolved)
    }

    @Test(
        "a broken part is a problem at its JSON path, and reading goes on",
        arguments: [
            (#"{"root": null, "storyboards": [{"identifier": "Feed"}]}"#, ["storyboards[0]"]),
            (#"{"root": null, "storyboards": [{"name": "Main", "path": 3}]}"#, ["storyboards[0].path", "storyboards[0]"]),
            (#"{"root": null, "unresolved": [{"path": "root"}]}"#, ["unresolved[0]"]),
            (#"{"root": null, "unresolved": {}}"#, ["unresolved"]),
            (#"{"root": null, "presentations": []}"#, ["presentations"]),
            (#"{"root": null, "extra": 1}"#, ["extra"]),
        ])
    func problems(json: String, paths: [String]) throws {
        let reader = JSONReader()
        let read = AppRootDocument(reading: try JSONValue(jsonData: Data(json.utf8)), reader: reader)
        #expect(read != nil)
        #expect(reader.problems.map(\.path) == paths)
    }

    @Test("a report that is not an object is not a document")
    func notAnObject() throws {
        let reader = JSONReader()
        #expect(AppRootDocument(reading: .array([]), reader: reader) == nil)
        #expect(reader.problems.map(\.path) == ["$"])
    }
}

extension JSONValue {
    var objectKeys: [String] {
        guard case .object(let pairs) = self else { return [] }
        return pairs.map(\.0)
    }
}
