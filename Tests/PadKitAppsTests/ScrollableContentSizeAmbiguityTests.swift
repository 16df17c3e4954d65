import Foundation
import PadKit
import PadLayout
import Testing
@testable import PadKitApps

/// Interface Builder flags a scroll view `ambiguous` when its content's constraints reach its
/// content area but leave the content's width or height free ("Scrollable Content Size
/// Ambiguity"); the scroll view's frame, and every other view's, stays where it was.
@Suite("Scrollable content size ambiguity")
struct ScrollableContentSizeAmbiguityTests {
    /// Edges of the content view (`Content`, 200 × 300) pinned to the scroll view (`Scroll`, which
    /// fills the root), and the axes on which the scroll view's content size is free.
    static let cases: [(edges: [String], axes: [LayoutAxis])] = [
        (["leading", "trailing", "top", "bottom"], []),
        (["leading", "top"], [.horizontal, .vertical]),
        (["leading", "trailing", "top"], [.vertical]),
        (["leading", "top", "bottom"], [.horizontal]),
    ]

    @Test("a scroll view is ambiguous on the axes its content leaves free", arguments: cases)
    func contentSize(edges: [String], axes: [LayoutAxis]) throws {
        let layout = try Self.designed(pins: edges.map { ($0, "Scroll") })
        let scroll = try #require(layout.views.first { $0.view.id == "Scroll" })
        #expect(scroll.ambiguousAxes == axes)
        #expect(scroll.frameAmbiguousAxes.isEmpty)
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let content = try #require(layout.views.first { $0.view.id == "Content" })
        #expect(content.ambiguousAxes.isEmpty)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        let finding = layout.findings.first { $0.kind == "ambiguous" && $0.views == ["Scroll"] }
        #expect((finding != nil) == !axes.isEmpty)
        #expect(finding.map { $0.message.contains("has an ambiguous scrollable content size") } ?? true)
    }

    @Test("a scroll view whose content no constraint relates to it has no content size to flag")
    func unrelatedContent() throws {
        let layout = try Self.designed(pins: [("leading", "Root"), ("top", "Root")])
        let scroll = try #require(layout.views.first { $0.view.id == "Scroll" })
        #expect(scroll.ambiguousAxes.isEmpty)
    }

    /// The scene laid out as designed, with `Content` pinned (constant 0) by each edge to an item.
    static func designed(pins: [(edge: String, to: String)]) throws -> ScreenWindowLayout {
        let subviews = #"""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="Scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Content">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" id="W-1"/>
                            <constraint firstAttribute="height" constant="300" id="H-1"/>
                        </constraints>
                    </view>
                </subviews>
            </scrollView>
            """#
        var constraints = ["leading", "trailing", "top", "bottom"].enumerated().map { i, edge in
            #"<constraint firstItem="Scroll" firstAttribute="\#(edge)" secondItem="Root" secondAttribute="\#(edge)" id="S-\#(i)"/>"#
        }
        constraints += ["Box-leading", "Box-top", "Box-width", "Box-height"].enumerated().map { i, name in
            let attribute = name.dropFirst(4)
            return attribute.hasPrefix("leading") || attribute.hasPrefix("top")
                ? #"<constraint firstItem="Box" firstAttribute="\#(attribute)" secondItem="Root" secondAttribute="\#(attribute)" id="B-\#(i)"/>"#
                : #"<constraint firstItem="Box" firstAttribute="\#(attribute)" constant="100" id="B-\#(i)"/>"#
        }
        constraints += pins.enumerated().map { i, pin in
            #"<constraint firstItem="Content" firstAttribute="\#(pin.edge)" secondItem="\#(pin.to)" secondAttribute="\#(pin.edge)" id="P-\#(i)"/>"#
        }
        let file = try ScreenReaderTests.read(
            ScreenReaderTests.storyboard(subviews: subviews, constraints: constraints.joined(separator: "\n")))
        let scene = try #require(file.scenes.first)
        return ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
    }
}
