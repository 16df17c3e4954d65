import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Interface Builder gives a stack view the placeholder intrinsic size set in its Size inspector
/// as it gives any view (`placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50"`):
/// an empty stack view whose class fills it in code (Simplenote's passcode dots) is 50 high as
/// designed, and the stacks around it are sized by it.
struct StackViewPlaceholderSizeTests {
    @Test("an empty stack view with a placeholder intrinsic size takes it; the stack around it fits its content")
    func placeholderSize() throws {
        let (layout, frames) = try ProjectFixtures.designedFirstScene("Storyboards/StackPlaceholder/Lock.xib")
        #expect(frames["dots-1"] == CGRect(x: 0, y: 75, width: 284, height: 50))
        #expect(frames["outer-1"] == CGRect(x: 65, y: 137.5, width: 284, height: 125))
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }
}
