import Foundation
import Testing
import PadJSON

@Suite("JSON and number text")
struct JSONValueTests {
    @Test("objects keep key order; strings are escaped; short scalar objects stay on one line")
    func ordering() {
        let value = JSONValue.object([
            ("b", .number(1)), ("a", .string("q\"\\\n\u{1}")), ("c", .array([])),
            ("d", .object([("x", .bool(true)), ("y", .null)])),
        ])
        #expect(value.compactText == #"{"b": 1, "a": "q\"\\\n\u0001", "c": [], "d": {"x": true, "y": null}}"#)
        #expect(
            value.prettyText == """
                {
                  "b": 1,
                  "a": "q\\"\\\\\\n\\u0001",
                  "c": [],
                  "d": {"x": true, "y": null}
                }

                """)
    }

    @Test(
        "points print without a needless fraction",
        arguments: [
            (1024.0, "1024"), (561.5, "561.5"), (-3, "-3"), (0.1, "0.1"), (2.00004, "2"), (0.00001, "0"), (1e-3, "0.001"),
        ])
    func numbers(value: Double, text: String) {
        #expect(NumberText.points(value) == text)
    }

    @Test("the expanded style is Foundation's pretty-printed layout: every container on its lines, key : value")
    func expanded() {
        let value = JSONValue.object([
            ("a", .array([.number(1), .object([])])), ("b", .object([("c", .string("x/y\u{8}"))])), ("d", .array([])),
        ])
        #expect(
            value.text(.expanded) == """
                {
                  "a" : [
                    1,
                    {}
                  ],
                  "b" : {
                    "c" : "x/y\\b"
                  },
                  "d" : []
                }
                """)
    }
}

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("every problem is recorded with its path; an unknown key names the nearest known one")
    func everyProblem() throws {
        let reader = JSONReader()
        let value = try #require(reader.parse(Data(#"{"titel": 1, "count": "2", "flags": [true, 3], "index": -1}"#.utf8)))
        let pairs = try #require(reader.object(value, path: "", keys: ["title", "count", "flags", "index", "size"], example: "{}"))
        #expect(reader.required(pairs, "title", path: "", expected: "a title") == nil)
        #expect(reader.number(pairs["count"] ?? .null, path: "count") == nil)
        let flags = try #require(reader.array(pairs["flags"] ?? .null, path: "flags", nonEmpty: true, what: "flags"))
        #expect(flags.enumerated().compactMap { reader.bool($1, path: "flags[\($0)]") } == [true])
        #expect(reader.index(pairs["index"] ?? .null, path: "index") == nil)
        #expect(
            reader.problems.map(\.description) == [
                "titel: unknown key 'titel'; did you mean 'title'?",
                "title: missing; expected a title",
                "count: expected a number, found the string \"2\"",
                "flags[1]: expected true or false, found the number 3",
                "index: expected a whole number from 0, found -1",
            ])
    }

    @Test("text that is not JSON is one problem at $")
    func notJSON() {
        let reader = JSONReader()
        #expect(reader.parse(Data("{".utf8)) == nil)
        #expect(reader.problems.map(\.path) == ["$"])
        #expect(reader.problems.first?.message.hasPrefix("not valid JSON") == true)
    }
}
