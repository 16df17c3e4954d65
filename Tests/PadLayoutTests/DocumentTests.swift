import Foundation
import Testing
import PadLayout

/// The JSON constraint-system document behind `padkit layout solve`.
@Suite struct DocumentTests {
    static let row = """
        {"variables": ["W", "left0", "width0", "left1", "width1"],
         "constraints": [
           {"terms": [[1, "left0"]], "constant": -8, "relation": "=="},
           {"terms": [[1, "width0"]], "relation": ">="},
           {"terms": [[1, "left1"], [-1, "left0"], [-1, "width0"]], "constant": -8, "relation": "=="},
           {"terms": [[1, "width1"], [-1, "width0"]], "relation": "==", "strength": "required"},
           {"terms": [[1, "left1"], [1, "width1"], [-1, "W"]], "constant": 8, "relation": "=="},
           {"terms": [[1, "width0"]], "constant": -500, "relation": "<=", "strength": 250}
         ],
         "edits": [{"variable": "W", "strength": "strong", "value": 320}]}
        """

    static func solve(_ text: String) throws(ConstraintSystemError) -> ConstraintSystemSolution {
        try ConstraintSystemDocument.decode(Data(text.utf8)).solve()
    }

    @Test func solvesAndPrintsValuesInDeclarationOrder() throws {
        let solution = try Self.solve(Self.row)
        #expect(solution.json == #"{"values": {"W": 320, "left0": 8, "width0": 148, "left1": 164, "width1": 148}}"#)
        #expect(solution.value(of: "width1") == 148)
        #expect(solution.ambiguous.isEmpty)
        #expect(solution.text == "W = 320\nleft0 = 8\nwidth0 = 148\nleft1 = 164\nwidth1 = 148")
    }

    @Test func outputIsTheSameBytesEveryTime() throws {
        let first = try Self.solve(Self.row).json
        for _ in 0..<5 { #expect(try Self.solve(Self.row).json == first) }
    }

    @Test func reportsUnconstrainedVariablesAsAmbiguous() throws {
        let solution = try Self.solve(#"{"variables": ["x", "y"], "constraints": [{"terms": [[1, "x"]], "constant": -3, "relation": "=="}]}"#)
        #expect(solution.json == #"{"values": {"x": 3, "y": 0}}"#)
        #expect(solution.ambiguous == ["y"])
        #expect(solution.text == "x = 3\ny = 0\nambiguous: y")
    }

    @Test func unsatisfiableSystemsNameTheConstraintsInConflict() {
        let text = #"""
            {"variables": ["x"], "constraints": [
              {"terms": [[1, "x"]], "constant": -10, "relation": ">="},
              {"terms": [[1, "x"]], "constant": -1, "relation": "==", "strength": "weak"},
              {"terms": [[1, "x"]], "constant": -5, "relation": "<="}]}
            """#
        #expect(throws: ConstraintSystemError.unsatisfiable(path: "constraints[2]", conflicting: ["constraints[2]", "constraints[0]"])) {
            try Self.solve(text)
        }
    }

    static let malformed: [(String, ConstraintSystemError)] = [
        ("{", .malformed(path: "$", reason: "not valid JSON")),
        (#"{"constraints": []}"#, .malformed(path: "variables", reason: "missing key \"variables\"")),
        (#"{"variables": "x", "constraints": []}"#, .malformed(path: "variables", reason: "expected an array")),
        (#"{"variables": ["x"], "constraints": [{"terms": [[1]], "relation": "=="}]}"#,
         .malformed(path: "constraints[0].terms[0]", reason: "a term is [coefficient, \"variable\"], found 1 elements")),
        (#"{"variables": ["x"], "constraints": [{"terms": [["1", "x"]], "relation": "=="}]}"#,
         .malformed(path: "constraints[0].terms[0][0]", reason: "expected a number")),
        (#"{"variables": ["x"], "constraints": [{"terms": [[1, "y"]], "relation": "=="}]}"#,
         .unknownVariable("y", path: "constraints[0].terms[0][1]")),
        (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "relation": "="}]}"#,
         .malformed(path: "constraints[0].relation", reason: "\"=\" is not one of \"==\", \"<=\", \">=\"")),
        (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "relation": "==", "strength": "strongest"}]}"#,
         .malformed(path: "constraints[0].strength",
                    reason: "\"strongest\" is not one of \"required\", \"strong\", \"medium\", \"weak\" or a positive number")),
        (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "relation": "==", "strength": -2}]}"#,
         .malformed(path: "constraints[0].strength", reason: "-2.0 is not a positive finite number")),
        (#"{"variables": ["x", "x"], "constraints": []}"#, .duplicateVariable("x", path: "variables[1]")),
        (#"{"variables": ["x"], "constraints": [], "edit": []}"#,
         .malformed(path: "edit", reason: "unknown key; expected variables, constraints, edits")),
        (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "constants": 1, "relation": "=="}]}"#,
         .malformed(path: "constraints[0].constants", reason: "unknown key; expected terms, constant, relation, strength")),
        (#"{"variables": [""], "constraints": []}"#, .malformed(path: "variables[0]", reason: "a variable name cannot be empty")),
        (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "z", "value": 1}]}"#,
         .unknownVariable("z", path: "edits[0].variable")),
        (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x", "value": 1, "strength": "required"}]}"#,
         .requiredEdit("x", path: "edits[0].strength")),
        (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x", "value": 1}, {"variable": "x", "value": 2}]}"#,
         .duplicateEdit("x", path: "edits[1].variable")),
        (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x"}]}"#,
         .malformed(path: "edits[0].value", reason: "missing key \"value\"")),
    ]

    @Test(arguments: malformed)
    func malformedInputNamesTheJSONPath(text: String, expected: ConstraintSystemError) {
        #expect(throws: expected) { try Self.solve(text) }
    }
}
