import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Issue 34: a storyboard split's primary column limits, as Interface Builder writes them.
@Suite("A storyboard split's column widths")
struct SplitColumnWidthStoryboardTests {
    @Test("minimumPrimaryColumnWidth and maximumPrimaryColumnWidth are read in points")
    func primaryLimits() throws {
        let app = try AppProjectReader().describe(storyboard: ProjectFixtures.path("Storyboards/SplitWidths/Main.storyboard"), sources: [])
        guard case .split(let split) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(split.style == .doubleColumn)
        #expect(split.columnWidths.minimumPrimaryColumnWidth == 300 && split.columnWidths.maximumPrimaryColumnWidth == 600)
    }
}
