import Foundation
import Testing
import PadJSON
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
        let solution = try Self.solve(
            #"{"variables": ["x", "y"], "constraints": [{"terms": [[1, "x"]], "constant": -3, "relation": "=="}]}"#)
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

    /// Each bad document and the one problem it has (path, then a part of the message).
    static let malformed: [(String, String, String)] = [
        ("{", "$", "not valid JSON"),
        (#"{"constraints": []}"#, "variables", "missing; expected an array of variable names"),
        (#"{"variables": "x", "constraints": []}"#, "variables", "expected an array of variable names, found the string \"x\""),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [[1]], "relation": "=="}]}"#,
            "constraints[0].terms[0]", "a term is [coefficient, \"variable\"], found 1 elements"
        ),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [["1", "x"]], "relation": "=="}]}"#,
            "constraints[0].terms[0][0]", "expected a number, found the string \"1\""
        ),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "y"]], "relation": "=="}]}"#,
            "constraints[0].terms[0][1]", "unknown variable \"y\""
        ),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "relation": "="}]}"#,
            "constraints[0].relation", "\"=\" is not one of \"==\", \"<=\", \">=\""
        ),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "relation": "==", "strength": "strongest"}]}"#,
            "constraints[0].strength", "\"strongest\" is not one of \"required\", \"strong\", \"medium\", \"weak\" or a positive number"
        ),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "relation": "==", "strength": -2}]}"#,
            "constraints[0].strength", "-2 is not a positive finite number"
        ),
        (#"{"variables": ["x", "x"], "constraints": []}"#, "variables[1]", "duplicate variable \"x\""),
        (#"{"variables": ["x"], "constraints": [], "edit": []}"#, "edit", "unknown key 'edit'; did you mean 'edits'?"),
        (
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "constants": 1, "relation": "=="}]}"#,
            "constraints[0].constants", "unknown key 'constants'; did you mean 'constant'?"
        ),
        (#"{"variables": [""], "constraints": []}"#, "variables[0]", "a variable name cannot be empty"),
        (
            #"{"variables": ["x"], "constraints": [], "edits": [{"variable": "z", "value": 1}]}"#, "edits[0].variable",
            "unknown variable \"z\""
        ),
        (
            #"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x", "value": 1, "strength": "required"}]}"#,
            "edits[0].strength", "the edit of \"x\" cannot be required"
        ),
        (
            #"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x", "value": 1}, {"variable": "x", "value": 2}]}"#,
            "edits[1].variable", "variable \"x\" is edited twice"
        ),
        (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x"}]}"#, "edits[0].value", "missing; expected a number"),
    ]

    @Test(arguments: malformed)
    func malformedInputNamesTheJSONPath(text: String, path: String, message: String) {
        do {
            _ = try Self.solve(text)
            Issue.record("accepted \(text)")
        } catch {
            guard case .invalid(let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems.count == 1, "\(problems)")
            #expect(problems.first?.path == path, "\(problems)")
            #expect(problems.first?.message.contains(message) == true, "\(problems)")
        }
    }

    @Test("every problem in a document is reported, each with its path")
    func everyProblemIsReported() {
        let text = #"""
            {"variables": ["x", "x"], "constrains": [],
             "edits": [{"variable": "q", "value": "1"}, {"variable": "x", "value": 1, "strength": true}]}
            """#
        #expect(
            throws: ConstraintSystemError.invalid([
                JSONProblem(path: "constrains", "unknown key 'constrains'; did you mean 'constraints'?"),
                JSONProblem(path: "constraints", "missing; expected an array of constraints"),
                JSONProblem(path: "edits[0].value", "expected a number, found the string \"1\""),
                JSONProblem(
                    path: "edits[1].strength", #"expected "required", "strong", "medium", "weak" or a positive number, found true"#),
            ])
        ) { try Self.solve(text) }
        let semantic = #"{"variables": ["x", "x"], "constraints": [{"terms": [[1, "y"]], "relation": "="}]}"#
        #expect(
            throws: ConstraintSystemError.invalid([
                JSONProblem(path: "variables[1]", "duplicate variable \"x\""),
                JSONProblem(path: "constraints[0].terms[0][1]", "unknown variable \"y\""),
                JSONProblem(path: "constraints[0].relation", "\"=\" is not one of \"==\", \"<=\", \">=\""),
            ])
        ) { try Self.solve(semantic) }
    }
}
