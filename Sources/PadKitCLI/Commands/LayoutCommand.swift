import ArgumentParser
import Foundation
import PadLayout

/// `padkit layout`: the Auto Layout engine from the command line.
///
/// `padkit layout solve FILE.json [--format json|text]` solves a constraint system written as
/// JSON (see ``ConstraintSystemDocument``) and prints `{"values": {"name": value}}` in the
/// order the file lists its variables. A malformed file or an unsatisfiable required
/// constraint prints a typed error naming the JSON path or the constraints in conflict to
/// standard error and exits with status 1.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve layout constraint systems with PadLayout.",
        subcommands: [Solve.self, Screens.self])

    /// `padkit layout solve FILE`.
    struct Solve: ParsableCommand {
        // The name is given, not derived: ArgumentParser derives a missing one from the type's
        // name (`String(describing:)`, a runtime lookup) every time any `padkit` command is
        // matched against the tree.
        static let configuration = CommandConfiguration(
            commandName: "solve",
            abstract: "Solve a JSON constraint system and print every variable's value.",
            discussion: """
                FILE is {"variables": [...], "constraints": [{"terms": [[coefficient, "name"], ...], \
                "constant": c, "relation": "==|<=|>=", "strength": "required|strong|medium|weak" or a number}], \
                "edits": [{"variable": "name", "strength": "strong", "value": v}]}.
                """)

        /// The output formats.
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case json
            case text
        }

        @Argument(help: "The JSON constraint system to solve.")
        var file: String

        @Option(help: "Output format: json or text.")
        var format: Format = .json

        func run() throws {
            do {
                print(try render(), terminator: "")
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
        }

        /// The solution as it would be printed.
        func render() throws -> String {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CLIError("cannot read \(file): \(error.localizedDescription)")
            }
            do {
                let solution = try ConstraintSystemDocument.decode(data).solve()
                return (format == .json ? solution.json : solution.text) + "\n"
            } catch {
                throw CLIError("\(file): \(error.description)")
            }
        }

        private func printError(_ message: String) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
