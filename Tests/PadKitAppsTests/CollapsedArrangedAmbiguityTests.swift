import Foundation
import PadLayout
import Testing
@testable import PadKitApps

/// A hidden arranged view is 0 long along its stack's axis (`UISV-hiding`), so what it holds is
/// squeezed on that axis (two labels' equal compression resistances trading the points): Interface
/// Builder does not flag the views inside it on that axis (`ScreenLayout.collapsedAxes(around:)`;
/// docs/sources.md, "round 18, ambig"). Their frames, and what is placed by chance, do not change.
@Suite("Ambiguity inside a hidden arranged view")
struct CollapsedArrangedAmbiguityTests {
    @Test("the views inside a hidden arranged view are not flagged along its stack's axis")
    func collapsedAxis() throws {
        let layout = try Self.designed(hidden: true)
        for id in ["First", "Second"] {
            let label = try #require(layout.views.first { $0.view.id == id })
            #expect(label.frameAmbiguousAxes == [.vertical])
            #expect(label.ambiguousAxes.isEmpty)
            #expect(label.frame == CGRect(x: 0, y: 0, width: 375, height: 20.5))
        }
        #expect(!layout.findings.contains { $0.kind == "ambiguous" && ($0.views == ["First"] || $0.views == ["Second"]) })
    }

    @Test("across the stack's axis a view inside it is still flagged where nothing places it")
    func crossAxis() throws {
        let loose = try #require(try Self.designed(hidden: true).views.first { $0.view.id == "Loose" })
        #expect(loose.ambiguousAxes == [.horizontal])
        #expect(loose.frameAmbiguousAxes == [.horizontal])
    }

    @Test("shown, the same view holds the labels at their heights and flags only the loose view")
    func shown() throws {
        let layout = try Self.designed(hidden: false)
        // The builder's unconstrained `Box` is flagged on both axes whatever the stack does.
        #expect(layout.views.filter { !$0.ambiguousAxes.isEmpty }.map(\.view.id) == ["Box", "Loose"])
    }

    /// A vertical stack of a title and `Card` (hidden or not), which holds two labels pinned top to
    /// bottom and a 10-pt view placed only by its top.
    static func designed(hidden: Bool) throws -> ScreenWindowLayout {
        let hidden = hidden ? #"hidden="YES""# : ""
        let stack = """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                    <rect key="frame" x="0.0" y="20" width="375" height="20.5"/>
                    <subviews>
                        <label opaque="NO" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Title">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view \(hidden) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Card">
                            <rect key="frame" x="0.0" y="20.5" width="375" height="41"/>
                            <subviews>
                                <label opaque="NO" verticalHuggingPriority="251" text="First" translatesAutoresizingMaskIntoConstraints="NO" id="First">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label opaque="NO" verticalHuggingPriority="251" text="Second" translatesAutoresizingMaskIntoConstraints="NO" id="Second">
                                    <rect key="frame" x="0.0" y="20.5" width="375" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Loose">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="L-1"/>
                                        <constraint firstAttribute="height" constant="10" id="L-2"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Loose" firstAttribute="top" secondItem="Card" secondAttribute="top" id="L-3"/>
                                <constraint firstItem="First" firstAttribute="top" secondItem="Card" secondAttribute="top" id="C-1"/>
                                <constraint firstItem="Second" firstAttribute="top" secondItem="First" secondAttribute="bottom" id="C-2"/>
                                <constraint firstAttribute="bottom" secondItem="Second" secondAttribute="bottom" id="C-3"/>
                                <constraint firstItem="First" firstAttribute="leading" secondItem="Card" secondAttribute="leading" id="C-4"/>
                                <constraint firstAttribute="trailing" secondItem="First" secondAttribute="trailing" id="C-5"/>
                                <constraint firstItem="Second" firstAttribute="leading" secondItem="Card" secondAttribute="leading" id="C-6"/>
                                <constraint firstAttribute="trailing" secondItem="Second" secondAttribute="trailing" id="C-7"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            """
        let constraints = """
                <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="S-1c"/>
                <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="S-2c"/>
                <constraint firstAttribute="trailing" secondItem="Stack" secondAttribute="trailing" id="S-3c"/>
            """
        let text = ScreenReaderTests.storyboard(subviews: stack, constraints: constraints)
        let file = try ScreenReaderTests.read(text)
        let scene = try #require(file.scenes.first)
        return ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
    }
}
