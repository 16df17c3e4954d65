import Foundation
import PadKit
import Testing
@testable import PadKitApps

/// The storyboard and XIB view reader: IB's spellings, size-class keys, and that every construct
/// it meets but does not model is listed under `unresolved`, never dropped.
@Suite("Screen reader")
struct ScreenReaderTests {
    /// A storyboard scene around `body` (inside the root view) and `extra` (after the subviews).
    static func storyboard(
        subviews: String = "", constraints: String = "", extra: String = "", rootAttributes: String = "",
        runtime: String = "iOS.CocoaTouch", dock: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="\(runtime)" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <viewController id="VC-1" sceneMemberID="viewController">
                            <view key="view" id="Root" \(rootAttributes)>
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </view>
                                    \(subviews)
                                </subviews>
                                <constraints>
                                    \(constraints)
                                </constraints>
                                \(extra)
                            </view>
                        </viewController>
                        \(dock)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The frames of the first scene of `text`, laid out as designed, by view id.
    static func designedFrames(_ text: String) throws -> [String: CGRect] {
        let file = try read(text)
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        return Dictionary(
            layout.views.compactMap { entry in entry.frame.map { (entry.view.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    static func read(_ text: String) throws -> ScreenFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString).storyboard")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try ScreenReader.read(path: url.path, displayPath: "Main.storyboard")
    }

    @Test("IB's multiplier spellings", arguments: [("1:2", 0.5), ("3/4", 0.75), ("2", 2.0), ("0.25", 0.25)])
    func multiplier(text: String, value: Double) {
        #expect(ScreenConstraint.multiplier(text) == value)
    }

    @Test("malformed multipliers are refused", arguments: ["1:0", "a:b", "0", "", "1:2:3", "nan", "inf"])
    func badMultiplier(text: String) {
        #expect(ScreenConstraint.multiplier(text) == nil)
    }

    @Test("size-class keys parse and the most specific matching one wins")
    func sizeClassKeys() throws {
        let both = try #require(SizeClassKey("heightClass=regular-widthClass=compact"))
        #expect(both.width == .compact && both.height == .regular)
        #expect(SizeClassKey("widthClass=huge") == nil && SizeClassKey("sizeClass=compact") == nil && SizeClassKey("") == nil)
        let keys = [
            SizeClassKey.any, try #require(SizeClassKey("widthClass=regular")), try #require(SizeClassKey("heightClass=compact")), both,
        ].sorted()
        let regular = SizeClassPair(horizontal: .regular, vertical: .compact)
        #expect(SizeClassKey.mostSpecific(keys, matching: regular)?.description == "widthClass=regular")
        let compact = SizeClassPair(horizontal: .compact, vertical: .regular)
        #expect(SizeClassKey.mostSpecific(keys, matching: compact) == both)
        #expect(
            SizeClassKey.mostSpecific(keys, matching: SizeClassPair(horizontal: .compact, vertical: .compact))?.description
                == "heightClass=compact")
    }

    @Test("IB's defaults: a missing firstItem is the holder, priority 1000, relation equal, multiplier 1")
    func defaults() throws {
        let file = try Self.read(Self.storyboard(constraints: #"<constraint firstAttribute="width" constant="10" id="C-1"/>"#))
        let c = try #require(file.scenes.first?.constraints.first)
        #expect(
            c.firstItem == "Root" && c.secondItem == nil && c.priority == 1000 && c.relation == .equal && c.multiplier == 1
                && c.constant == 10)
        let box = try #require(file.scenes.first?.views.first { $0.id == "Box" })
        #expect(
            box.hugging.horizontal == 250 && box.compressionResistance.vertical == 750 && !box.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a fixedFrame view keeps its frame by its autoresizing mask, as designed and in a wider window")
    func fixedFrame() throws {
        let map = #"""
            <mapView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Map">
                <rect key="frame" x="0.0" y="100" width="375" height="567"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </mapView>
            """#
        let file = try Self.read(Self.storyboard(subviews: map))
        let scene = try #require(file.scenes.first)
        #expect(scene.views.first { $0.id == "Map" }?.translatesAutoresizingMaskIntoConstraints == true)
        let designed = try #require(ScreenWindow.designed(file))
        var wider = designed
        wider.designed = false
        wider.size = CGSize(width: 475, height: 767)
        for (window, width) in [(designed, 375.0), (wider, 475)] {
            let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            let entry = try #require(layout.views.first { $0.view.id == "Map" })
            #expect(entry.frame == CGRect(x: 0, y: 100, width: width, height: 567 + width - 375) && entry.ambiguousAxes.isEmpty)
        }
    }

    @Test(
        "the keyboard layout guide, keyboard offscreen: its top is the safe area's bottom, or the view's without the bottom safe area",
        arguments: [("", 896.0 - 34), (#" usesBottomSafeArea="NO""#, 896)])
    func keyboardLayoutGuide(attributes: String, bottom: Double) throws {
        let text = Self.storyboard(
            constraints: #"""
                <constraint firstItem="Box" firstAttribute="top" secondItem="Root" secondAttribute="top" id="C-1"/>
                <constraint firstItem="Box" firstAttribute="leading" secondItem="Keyboard" secondAttribute="leading" id="C-2"/>
                <constraint firstItem="Box" firstAttribute="trailing" secondItem="Keyboard" secondAttribute="trailing" id="C-3"/>
                <constraint firstItem="Box" firstAttribute="bottom" secondItem="Keyboard" secondAttribute="top" id="C-4"/>
                """#,
            extra: #"<keyboardLayoutGuide key="keyboard" id="Keyboard"\#(attributes)/>"#
        )
        // On an iPhone with a home indicator (34 pt of bottom safe area), the root view filling it.
        .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
        .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
        let file = try Self.read(text)
        #expect(file.unresolved.isEmpty)
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        let box = try #require(layout.views.first { $0.view.id == "Box" }?.frame)
        #expect(Double(box.maxY) == bottom && Double(box.width) == 414)
    }

    @Test(
        "a required hugging and compression resistance against a required size: the size holds, the content size breaks and is a finding",
        arguments: [
            (#"horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" text="Menu""#, "width", 46.0),
            (#"verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="Menu""#, "height", 30.0),
        ])
    func requiredContentSizeAgainstARequiredSize(attributes: String, dimension: String, length: Double) throws {
        let subviews = #"""
            <label \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                <rect key="frame" x="16" y="20" width="46" height="21"/>
                <constraints>
                    <constraint firstAttribute="\#(dimension)" constant="\#(length)" id="C-size"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """#
        let constraints = #"""
            <constraint firstItem="Label" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Label" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
            """#
        let file = try Self.read(Self.storyboard(subviews: subviews, constraints: constraints))
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        let frame = try #require(layout.views.first { $0.view.id == "Label" }?.frame)
        #expect(Double(dimension == "width" ? frame.width : frame.height) == length)
        let conflicts = layout.findings.filter { $0.kind == "unsatisfiable" }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken == nil)
        #expect(conflicts.first?.constraints == ["C-size"])
        #expect(conflicts.first?.views == ["Label"])
        #expect(conflicts.first?.message.contains("breaking constraint\nNSContentSizeLayoutConstraint Label.") == true)
    }

    /// A vertical stack view across the root, 20 pt from its top, arranging one 40-pt row, with
    /// `margins` and `attributes` on the stack and `constraints` of its own.
    static func stackScene(margins: String, attributes: String = "", constraints: String = "") -> String {
        let subviews = #"""
            <stackView axis="vertical" spacing="4" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                <rect key="frame" x="0.0" y="20" width="375" height="72"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Row">
                        <rect key="frame" x="0.0" y="16" width="375" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="C-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    \#(constraints)
                </constraints>
                \#(margins)
            </stackView>
            """#
        let rootConstraints = #"""
            <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-1"/>
            <constraint firstItem="Root" firstAttribute="trailing" secondItem="Stack" secondAttribute="trailing" id="C-2"/>
            <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-3"/>
            """#
        return storyboard(subviews: subviews, constraints: rootConstraints)
    }

    @Test(
        "a stack view whose margins the file sets arranges inside them; one without margins at its edges",
        arguments: [
            (#"<directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="12" bottom="16" trailing="12"/>"#, 16.0, 12.0),
            (#"<edgeInsets key="layoutMargins" top="16" left="12" bottom="16" right="12"/>"#, 16, 12), ("", 0, 0),
        ])
    func stackViewMargins(margins: String, top: Double, side: Double) throws {
        let frames = try Self.designedFrames(Self.stackScene(margins: margins))
        let stack = try #require(frames["Stack"])
        let row = try #require(frames["Row"])
        #expect(row == CGRect(x: side, y: top, width: 375 - 2 * side, height: 40))
        #expect(Double(stack.height) == 40 + 2 * top)
    }

    @Test(
        "a stack view's standard spacing (spacingType=\"standard\", UIStackView.spacingUseSystem) is 8 pt; its spacing otherwise",
        arguments: [(#"spacingType="standard""#, 8.0), (#"spacing="4""#, 4), ("", 0)])
    func stackViewStandardSpacing(spacing: String, gap: Double) throws {
        let subviews = #"""
            <stackView \#(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                <rect key="frame" x="0.0" y="20" width="88" height="40"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="First">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="C-w1"/>
                            <constraint firstAttribute="height" constant="40" id="C-h1"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Second">
                        <rect key="frame" x="48" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="C-w2"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """#
        let constraints = #"""
            <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-1"/>
            <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
            """#
        let frames = try Self.designedFrames(Self.storyboard(subviews: subviews, constraints: constraints))
        let second = try #require(frames["Second"])
        let stack = try #require(frames["Stack"])
        #expect(Double(second.minX) == 40 + gap && Double(stack.width) == 80 + gap)
    }

    @Test(
        "a text view that does not scroll is as high as its wrapped text plus its insets; one that scrolls has no intrinsic height",
        arguments: [("NO", true), ("YES", false)])
    func textViewSizesToItsText(scrollEnabled: String, sizesToText: Bool) throws {
        let text = String(repeating: "Wrapping words ", count: 12)
        let subviews = #"""
            <textView scrollEnabled="\#(scrollEnabled)" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                <rect key="frame" x="16" y="20" width="343" height="33"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """#
        let constraints = #"""
            <constraint firstItem="Text" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Root" firstAttribute="trailing" secondItem="Text" secondAttribute="trailing" constant="16" id="C-2"/>
            <constraint firstItem="Text" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-3"/>
            """#
        let file = try Self.read(Self.storyboard(subviews: subviews, constraints: constraints))
        let scene = try #require(file.scenes.first)
        var window = try #require(ScreenWindow.designed(file))
        var heights: [Double] = []
        for width in [375.0, 1024] {
            window.size.width = width
            window.designed = width == 375
            let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
            let entry = try #require(layout.views.first { $0.view.id == "Text" })
            #expect(entry.ambiguousAxes.isEmpty == sizesToText)
            guard sizesToText, let frame = entry.frame else { continue }
            let lines = TextMetrics.standard.labelSize(
                text, font: ScreenFont(pointSize: 14), numberOfLines: 0, maxWidth: width - 32 - 10, scale: 2)
            #expect(Double(frame.height) == TextMetrics.ceil(Double(lines.height) + 16, 2))
            heights.append(Double(frame.height))
        }
        // Narrower, the text wraps onto more lines.
        if sizesToText { #expect(heights[0] > heights[1]) }
    }

    @Test("a text view in a text style lays every line at the style's leading, the first one too", arguments: [1, 3, 7])
    func textViewLinesAtTheLeading(words: Int) throws {
        // About 80 pt of Body text per word group: 1 group is one line, 7 wrap in the 333 pt inside the insets.
        let text = Array(repeating: "Wrapping words", count: words * 2).joined(separator: " ")
        let subviews = #"""
            <textView scrollEnabled="NO" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                <rect key="frame" x="16" y="20" width="343" height="38"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </textView>
            """#
        let constraints = #"""
            <constraint firstItem="Text" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Root" firstAttribute="trailing" secondItem="Text" secondAttribute="trailing" constant="16" id="C-2"/>
            <constraint firstItem="Text" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-3"/>
            """#
        let frame = try #require(try Self.designedFrames(Self.storyboard(subviews: subviews, constraints: constraints))["Text"])
        let body = try #require(ScreenFont.textStyle("UICTFontTextStyleBody"))
        let lines = TextMetrics.standard.lines(of: text, font: body, numberOfLines: 0, maxWidth: 343 - 10).count
        #expect(words == 1 ? lines == 1 : lines > 1)
        // 22 pt a line (Body's leading) and 16 pt of insets: a label's first line would be 20.29.
        #expect(Double(frame.height) == Double(lines) * 22 + 16)
    }

    @Test("a placeholder constraint holds as designed (Interface Builder lays out with it) and in no window (the build removes it)")
    func placeholderAsDesigned() throws {
        let constraints = #"""
            <constraint firstItem="Box" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-1"/>
            <constraint firstItem="Box" firstAttribute="top" secondItem="Root" secondAttribute="top" id="C-2"/>
            <constraint firstItem="Box" firstAttribute="height" constant="100" id="C-3"/>
            <constraint firstItem="Box" firstAttribute="width" constant="100" placeholder="YES" id="C-4"/>
            """#
        let file = try Self.read(Self.storyboard(constraints: constraints))
        let scene = try #require(file.scenes.first)
        let designed = try #require(ScreenWindow.designed(file))
        var window = designed
        window.designed = false
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        for (w, ambiguous) in [(designed, false), (window, true), (designed, false)] {
            let box = try #require(layout.layout(in: w).views.first { $0.view.id == "Box" })
            #expect(box.ambiguousAxes.contains(.horizontal) == ambiguous, "designed: \(w.designed)")
            if !ambiguous { #expect(box.frame?.width == 100) }
        }
    }

    @Test("a XIB's top-level view has a root view's margins as designed and its own in a window, whatever came before")
    func xibViewMargins() throws {
        let xib = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                <rect key="frame" x="20" y="44" width="374" height="100"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Box" firstAttribute="leading" secondItem="Top" secondAttribute="leadingMargin" id="C-1"/>
                            <constraint firstItem="Box" firstAttribute="trailing" secondItem="Top" secondAttribute="trailingMargin" id="C-2"/>
                            <constraint firstItem="Box" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="44" id="C-3"/>
                            <constraint firstItem="Box" firstAttribute="height" constant="100" id="C-4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """#
        let file = try Self.read(xib)
        let scene = try #require(file.scenes.first)
        let designed = try #require(ScreenWindow.designed(file))
        var window = designed
        window.designed = false
        window.safeArea = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        for (w, x) in [(designed, 20.0), (window, 8), (designed, 20)] {
            let box = try #require(layout.layout(in: w).views.first { $0.view.id == "Box" })
            #expect(box.frame.map { Double($0.minX) } == x, "designed: \(w.designed)")
        }
    }

    /// Every construct the reader meets without modelling it, each with the words its entry must say.
    static let unmodelled: [(String, String)] = [
        (
            storyboard(
                subviews:
                    #"<label id="L" layoutMarginsFollowReadableWidth="YES"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#),
            "layoutMarginsFollowReadableWidth"
        ),
        (storyboard(extra: #"<fancyThing id="F"/>"#), "<fancyThing>"),
        (
            storyboard(extra: #"<view key="inputAccessoryView" id="IA"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#),
            "inputAccessoryView"
        ),
        (storyboard(constraints: #"<constraint firstItem="Box" firstAttribute="centerXAnchor" constant="1" id="C-2"/>"#), "centerXAnchor"),
        (
            storyboard(
                constraints: #"<constraint firstItem="Box" firstAttribute="top" secondItem="Elsewhere" secondAttribute="top" id="C-3"/>"#),
            "Elsewhere"
        ),
        (
            storyboard(
                constraints:
                    #"<constraint firstItem="Box" firstAttribute="width" constant="1" id="C-4"><variation key="widthClass=regular" priority="500"/></constraint>"#
            ), "priority varies"
        ),
        (
            storyboard(extra: #"<variation key="widthClass=regular"><fontDescription key="fontDescription" pointSize="30"/></variation>"#),
            "font"
        ),
        (storyboard(extra: #"<variation key="widthClass=regular"><color key="backgroundColor" white="1"/></variation>"#), "<color>"),
        (storyboard(extra: #"<variation key="bogus"><mask key="constraints"/></variation>"#), "bogus"),
        (storyboard(runtime: "AppleTV"), "not iOS"),
        (storyboard(dock: #"<view id="Dock"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#), "dock"),
        (
            storyboard(
                subviews: #"<stackView alignment="diagonal" id="SV"><rect key="frame" x="0" y="0" width="1" height="1"/></stackView>"#),
            "diagonal"
        ),
        (storyboard(constraints: #"<constraint firstItem="Box" firstAttribute="width" constant="1" priority="0" id="C-5"/>"#), "priority"),
    ]

    @Test("every construct met but not modelled is listed under unresolved", arguments: unmodelled)
    func unresolved(text: String, mention: String) throws {
        let file = try Self.read(text)
        #expect(
            file.unresolved.contains { $0.reason.contains(mention) && $0.source.hasPrefix("Main.storyboard:") },
            "\(file.unresolved.map(\.reason))")
    }

    @Test(
        "a XIB in Interface Builder 3's archive format is listed under unresolved, not laid out",
        arguments: [("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "an iOS"), ("com.apple.InterfaceBuilder3.Cocoa.XIB", "a Mac")])
    func legacyArchive(type: String, platform: String) throws {
        let file = try Self.read(#"<?xml version="1.0"?>\#n<archive type="\#(type)" version="8.00"><data/></archive>"#)
        #expect(file.designedFor == nil)
        #expect(file.scenes.isEmpty)
        #expect(file.unresolved.count == 1)
        #expect(file.unresolved.first?.reason.hasPrefix("\(platform) document in Interface Builder 3's archive format") == true)
        #expect(file.unresolved.first?.source == "Main.storyboard:2")
    }

    @Test("a file that is not an IB document, or not XML, is an error naming it")
    func unreadable() {
        #expect(throws: ScreenReadingError.self) { try Self.read("<plist></plist>") }
        #expect(throws: ScreenReadingError.self) { try Self.read(#"<archive type="NSKeyedArchiver"></archive>"#) }
        #expect(throws: ScreenReadingError.self) { try Self.read("<document><unclosed></document>") }
    }

    @Test("text metrics files: keys checked, values replace the standard ones")
    func textMetrics() throws {
        let metrics = try TextMetrics.load(Data(#"{"advances": {"a": 500}, "lineHeight": 1.2}"#.utf8), file: "m.json")
        #expect(metrics.advances["a"] == 500 && metrics.lineHeight == 1.2)
        #expect(throws: ScreenReadingError.self) { try TextMetrics.load(Data(#"{"lineHight": 1.2}"#.utf8), file: "m.json") }
        #expect(throws: ScreenReadingError.self) { try TextMetrics.load(Data(#"{"advances": {"ab": 1}}"#.utf8), file: "m.json") }
    }

    @Test("a multi-line label wraps at its width; a single line does not")
    func wrapping() {
        let m = TextMetrics.standard
        let one = m.labelSize("Hello wonderful world", font: .body, numberOfLines: 1, maxWidth: 60, scale: 2)
        let many = m.labelSize("Hello wonderful world", font: .body, numberOfLines: 0, maxWidth: 80, scale: 2)
        #expect(one.height == many.height / 3 || many.height > one.height)
        #expect(many.width <= 80)
    }
}

/// `padkit layout screens --project`: the IB files an app target builds, and the project reader's
/// broken storyboards met by the screen reader.
@Suite("Screen project")
struct ScreenProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test("the app target's storyboards and XIBs, named relative to the project")
    func interfaceFiles() throws {
        let files = try ScreenProject.interfaceFiles(project: "\(Self.fixtures)/Projects/Mailbox/Mailbox.xcodeproj", target: nil)
        #expect(files.map(\.displayPath).sorted() == ["Mailbox/Base.lproj/Main.storyboard", "Mailbox/Settings.storyboard"])
        let read = try files.map { file throws(ScreenReadingError) in try ScreenReader.read(path: file.path, displayPath: file.displayPath)
        }
        let report = try ScreensReport(files: read, sceneID: nil, windows: nil, metrics: .standard)
        #expect(report.files.count == 2)
    }

    @Test("a broken storyboard is an error naming it, never a crash", arguments: ["Entities", "Malformed", "NotIB"])
    func broken(name: String) {
        #expect(throws: ScreenReadingError.self) {
            try ScreenReader.read(path: "\(Self.fixtures)/Storyboards/Broken/\(name).storyboard", displayPath: "\(name).storyboard")
        }
    }
}
