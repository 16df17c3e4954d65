import Testing
@testable import PadKit

@Suite("JSON and number text")
struct JSONValueTests {
    @Test("objects keep key order; strings are escaped; short scalar objects stay on one line")
    func ordering() {
        let value = JSONValue.object([("b", .number(1)), ("a", .string("q\"\\\n\u{1}")), ("c", .array([])),
                                      ("d", .object([("x", .bool(true)), ("y", .null)]))])
        #expect(value.compactText == #"{"b": 1, "a": "q\"\\\n\u0001", "c": [], "d": {"x": true, "y": null}}"#)
        #expect(value.prettyText == """
            {
              "b": 1,
              "a": "q\\"\\\\\\n\\u0001",
              "c": [],
              "d": {"x": true, "y": null}
            }

            """)
    }

    @Test("points print without a needless fraction", arguments: [
        (1024.0, "1024"), (561.5, "561.5"), (-3, "-3"), (0.1, "0.1"), (2.00004, "2"), (0.00001, "0"), (1e-3, "0.001"),
    ])
    func numbers(value: Double, text: String) {
        #expect(NumberText.points(value) == text)
    }
}
