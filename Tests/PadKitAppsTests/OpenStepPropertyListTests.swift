import Foundation
@testable import PadKitApps
import Testing

/// The byte reader of `project.pbxproj` reads what Foundation reads, and gives up (to Foundation,
/// which reports the error) on anything else.
@Suite("OpenStep property lists")
struct OpenStepPropertyListTests {
    static func foundation(_ text: String) -> NSDictionary? {
        (try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)).flatMap { $0 as? [String: Any] }.map {
            NSDictionary(dictionary: $0)
        }
    }

    @Test(
        "the fixture projects read as Foundation reads them",
        arguments: ["Projects/Notes/Notes.xcodeproj", "Projects/Mailbox/Mailbox.xcodeproj", "Projects/Pantry/Pantry.xcodeproj"])
    func fixtures(project: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: ProjectFixtures.path("\(project)/project.pbxproj")))
        let fast = try #require(OpenStepPropertyList.parse(data) as? [String: Any])
        let foundation = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(NSDictionary(dictionary: foundation).isEqual(to: fast))
    }

    @Test("strings, escapes, comments, trailing commas and nesting as Foundation reads them")
    func syntax() throws {
        let text = #"""
            // !$*UTF8*$!
            { a = b; /* c */ "quoted key" = "x \"y\" \\ \n\t \U00e9 \101 é";
              list = ( one, "two", (three, ), {k = v;}, ); empty = ""; path = "Sources/<group>/a.swift";
              path2 = ../x/y-z.swift; n = 0123; }
            """#
        let fast = try #require(OpenStepPropertyList.parse(Data(text.utf8)) as? [String: Any])
        let foundation = try #require(Self.foundation(text))
        #expect(foundation.isEqual(to: fast))
        #expect(fast["quoted key"] as? String == "x \"y\" \\ \n\t é A é")
    }

    @Test(
        "what it does not read goes to Foundation",
        arguments: [
            "<?xml version=\"1.0\"?><plist><dict/></plist>", "{ a = <0fab>; }", "{ a = b }", "{ a = b; } extra", "( a b )",
            "{ a = \"open; }", "", "{ a = \"\\777\"; }",
        ])
    func refused(text: String) {
        #expect(OpenStepPropertyList.parse(Data(text.utf8)) == nil)
    }

    @Test("deep nesting stops at the limit instead of the stack")
    func depth() {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(OpenStepPropertyList.parse(Data(deep.utf8)) == nil)
        let fine = "{ a = " + String(repeating: "(", count: 100) + String(repeating: ")", count: 100) + "; }"
        #expect(OpenStepPropertyList.parse(Data(fine.utf8)) != nil)
    }
}
