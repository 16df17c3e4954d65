import Foundation
import PadJSON
@testable import PadKitApps
import Testing

/// A constraint broken as designed is the file's when Interface Builder's stored frames break a
/// constraint of its conflict by more than 1 pt (IB could not satisfy it either), and PadKit's when
/// they satisfy every one that can be checked: `--compare-designed` counts both, lists each
/// conflict with its verdict, and the JSON's `unsatisfiable` finding says `storedFramesSatisfy`.
struct ConflictStoredFramesTests {
    static let folder = "Storyboards/Conflicts/"

    @Test(
        "a conflict as designed is read against IB's stored frames",
        arguments: [
            // A height IB broke for its edges (stored 120 against 100) and a label that hugs its
            // text at 1000 stored 288 wide: both IB's own conflicts.
            ("ConflictSavedInFile.xib", [false, false]),
            // Edges 0.5 pt short of a height: IB's frames hold every constraint within 1 pt.
            ("ConflictOfPadKit.xib", [true]),
            // The first file with its box flagged misplaced: its stored frame is not IB's solution,
            // so the box's conflict cannot be checked (neither column); the label's is still the file's.
            ("ConflictOfMisplacedView.xib", [nil, false]),
        ] as [(String, [Bool?])])
    func verdict(fixture: String, satisfied: [Bool?]) throws {
        let (file, _) = try ProjectFixtures.firstScene(Self.folder + fixture)
        let report = try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard)
        let comparison = DesignedComparison(report)
        #expect(comparison.conflicts.map(\.storedFramesSatisfy) == satisfied)
        #expect(comparison.total.broken == satisfied.count)
        #expect(comparison.total.brokenInFile == satisfied.filter { $0 == false }.count)
        #expect(comparison.total.brokenByPadKit == satisfied.filter { $0 == true }.count)
        let json = report.jsonValue.prettyText
        #expect(json.components(separatedBy: "\"storedFramesSatisfy\": false").count - 1 == satisfied.filter { $0 == false }.count)
        #expect(json.components(separatedBy: "\"storedFramesSatisfy\": true").count - 1 == satisfied.filter { $0 == true }.count)
    }

    @Test("the verdict names the constraint IB's frames break the most, a content size by its view and length")
    func namesWorst() throws {
        let (file, _) = try ProjectFixtures.firstScene(Self.folder + "ConflictSavedInFile.xib")
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        let lines = comparison.text.split(separator: "\n").filter { $0.contains(" broke ") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("the file's: IB's frames break box-height by 20 pt") == true)
        #expect(lines.last?.contains("the file's: IB's frames break author-1.width <= ") == true)
    }
}
