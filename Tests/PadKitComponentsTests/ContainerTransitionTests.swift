import Foundation
import PadKit
import PadKitSamples
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Seed 001's container (``PadKitComponents/ContainerViewController``, the `container` sample)
/// through a rotation.
@Suite("Container transitions")
struct ContainerTransitionTests {
    @Test("seed 001's container: compact below 1000 pt; willTransition sees the override computed from the old width")
    func seed001Container() throws {
        let root = SampleApps.container.makeRootViewController()
        let window = try makeWindow("ipad-pro-11-inch-m4", .landscapeRight, root: root)
        let content = try #require(root.children.first)
        #expect(content.traitCollection.horizontalSizeClass == .regular)
        window.trace.currentEvent = 0
        try window.rotate(to: .portrait)
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        let calls = window.trace.calls(forEvent: 0)
        #expect(calls.contains("Content Stack traitCollectionDidChange(_:)"))
        #expect(!calls.contains("Content Stack willTransition(to:with:)"))
        try window.rotate(to: .landscapeLeft)
        #expect(content.traitCollection.horizontalSizeClass == .regular)
    }
}
