import Foundation
import PadKit
import Testing

/// Every JSON example the README shows (a ```` ```json ```` block) can be copied into a file and
/// run as it is: it is, value for value, a file under `Examples/Apps` or `Examples/Scenarios`, and
/// a command the README shows (and ``ReadmeExampleTests`` runs) names that file.
@Suite("README JSON examples")
struct ReadmeJSONExampleTests {
    /// A JSON block of the README: its first line (1-based) and its text.
    struct Block: CustomStringConvertible, Sendable {
        let line: Int
        let text: String
        var description: String { "README.md:\(line)" }
    }

    static func blocks(in text: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            if start == nil, line == "```json" {
                start = index + 1
            } else if let first = start, line == "```" {
                blocks.append(Block(line: first + 1, text: lines[first..<index].joined(separator: "\n")))
                start = nil
            }
        }
        return blocks
    }

    static let readmeBlocks = blocks(in: ReadmeExampleTests.readme)

    /// The example files, from the repository root, with their values.
    static let exampleFiles: [(path: String, value: JSONValue?)] = ["Examples/Apps", "Examples/Scenarios"].flatMap { folder in
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: ReadmeExampleTests.root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let path = "\(folder)/\(name)"
            let data = FileManager.default.contents(atPath: ReadmeExampleTests.root.appendingPathComponent(path).path) ?? Data()
            return (path, try? JSONValue(jsonData: data))
        }
    }

    @Test("the README shows JSON examples")
    func readmeHasBlocks() {
        #expect(Self.readmeBlocks.count >= 2, "README.md has too few JSON examples; were they moved?")
        #expect(Self.exampleFiles.allSatisfy { $0.value != nil }, "every file under Examples/Apps and Examples/Scenarios is JSON")
    }

    @Test("each JSON example is a file under Examples/ that a README command runs", arguments: Self.readmeBlocks)
    func block(_ block: Block) throws {
        let value = try JSONValue(jsonData: Data(block.text.utf8))
        let file = try #require(
            Self.exampleFiles.first { $0.value == value }?.path,
            "\(block) is not the content of any file under Examples/Apps or Examples/Scenarios")
        let commands = ReadmeExampleTests.allExamples.filter { $0.file == "README.md" }.map(\.command)
        #expect(
            commands.contains { $0.split(separator: " ").contains(Substring(file)) },
            "\(block) is \(file), but no command the README shows and checks runs it")
    }
}
