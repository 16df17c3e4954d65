import Foundation
import PadJSON
@testable import PadKitApps
import Testing

/// A constraint broken as designed is the file's when Interface Builder's stored frames break a
/// constraint of its conflict by a whole pixel of the design device or more, or a content size by
/// more than 1 pt (IB could not satisfy it either), and PadKit's when
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
            // Edges a quarter point short of a height on a 2x canvas: less than a pixel, IB's
            // rounding; its frames hold every constraint.
            ("ConflictOfPadKit.xib", [true]),
            // Half a point short on a 2x canvas, a third of a point (a constant of 80.33) on a 3x
            // one: a whole pixel, IB gave way too (a cell's constraints drawn for UIKit's content
            // view, one separator pixel shorter than the row IB lays it out as tall as).
            ("ConflictOfOnePixel.xib", [false]),
            ("ConflictOfOnePixelAt3x.xib", [false]),
            // A view 20 pt from its scroll view's content origin, which it is tied to: the content
            // area's leading and top edges are the scroll view's own, where IB stores its subviews from.
            ("ConflictInScrollContent.xib", [false]),
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
