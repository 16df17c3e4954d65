import Foundation
import Testing
@testable import PadKit

@Suite("Split layout")
struct SplitLayoutTests {
    func layout(
        _ style: SplitViewControllerStyle = .doubleColumn, _ width: Double, _ height: Double, screen: CGSize? = nil,
        resizable: Bool = false, collapsed: Bool = false, preferred: SplitDisplayMode = .automatic,
        behavior: SplitBehavior = .automatic, gesture: Bool = true, widths: SplitColumnWidths = SplitColumnWidths()
    ) -> SplitLayout {
        SplitLayout(
            style: style, size: CGSize(width: width, height: height), screenSize: screen ?? CGSize(width: width, height: height),
            resizableWindow: resizable, isCollapsed: collapsed, preferredDisplayMode: preferred, preferredSplitBehavior: behavior,
            presentsWithGesture: gesture, widths: widths)
    }

    @Test(
        "automatic behaviour by width bucket (UIKitCore, unconfirmed-settled Q3)",
        arguments: [
            (1366.0, 1024.0, SplitBehavior.tile, SplitBehavior.tile),
            (1194, 834, .tile, .displace), (1210, 834, .tile, .displace), (1024, 768, .tile, .displace), (1112, 834, .tile, .displace),
            (981, 1024, .overlay, .overlay), (1024, 1366, .overlay, .overlay), (834, 1194, .overlay, .overlay),
            (320, 768, .overlay, .overlay),
        ])
    func behaviour(width: Double, height: Double, double: SplitBehavior, triple: SplitBehavior) {
        #expect(layout(.doubleColumn, width, height).splitBehavior == double)
        #expect(layout(.tripleColumn, width, height).splitBehavior == triple)
    }

    @Test("every full-screen iPad: landscape tiles or displaces, portrait overlays", arguments: Device.all.filter { $0.family == .iPad })
    func fullScreenIPads(device: Device) {
        let landscape = device.screen.size(in: .landscapeRight)
        let portrait = device.screen.portraitSize
        let l = SplitLayout.automaticBehavior(
            size: landscape, screenSize: landscape, resizableWindow: false, triple: false, sidebarsWidth: 320)
        let p = SplitLayout.automaticBehavior(
            size: portrait, screenSize: portrait, resizableWindow: false, triple: false, sidebarsWidth: 320)
        #expect(l == .tile)
        #expect(p == .overlay)
        #expect(layout(.doubleColumn, Double(landscape.width), Double(landscape.height)).displayMode == .oneBesideSecondary)
        #expect(layout(.doubleColumn, Double(portrait.width), Double(portrait.height)).displayMode == .secondaryOnly)
    }

    @Test("triple column in landscape full screen: oneBesideSecondary, not twoBesideSecondary")
    func tripleLandscape() {
        let triple = layout(.tripleColumn, 1194, 834)
        #expect(triple.splitBehavior == .displace && triple.displayMode == .oneBesideSecondary)
        #expect(triple.visibleColumns == [.supplementary, .secondary])
        #expect(triple.secondaryColumnWidth == 1194 - 375)
    }

    @Test("resizable windows tile unless the secondary would be compact")
    func resizable() {
        #expect(layout(.doubleColumn, 1100, 800, screen: CGSize(width: 1376, height: 1032), resizable: true).splitBehavior == .tile)
        #expect(layout(.doubleColumn, 900, 800, screen: CGSize(width: 1376, height: 1032), resizable: true).splitBehavior == .overlay)
        #expect(layout(.tripleColumn, 900, 800, screen: CGSize(width: 1376, height: 1032), resizable: true).splitBehavior == .displace)
    }

    @Test(
        "a preference maps to the behaviour, unless presentsWithGesture is false",
        arguments: [
            (SplitDisplayMode.oneBesideSecondary, SplitBehavior.overlay, true, SplitDisplayMode.oneOverSecondary),
            (.oneOverSecondary, .tile, true, .oneBesideSecondary),
            (.twoBesideSecondary, .overlay, true, .twoOverSecondary),
            (.twoBesideSecondary, .displace, true, .twoDisplaceSecondary),
            (.twoOverSecondary, .tile, true, .twoBesideSecondary),
            (.secondaryOnly, .tile, true, .secondaryOnly),
            (.oneBesideSecondary, .overlay, false, .oneBesideSecondary),
            (.automatic, .displace, true, .oneBesideSecondary),
            (.automatic, .overlay, true, .secondaryOnly),
        ])
    func displayModes(preferred: SplitDisplayMode, behavior: SplitBehavior, gesture: Bool, expected: SplitDisplayMode) {
        #expect(SplitLayout.displayMode(preferred: preferred, behavior: behavior, triple: true, presentsWithGesture: gesture) == expected)
    }

    @Test("double column never shows two sidebars")
    func doubleHasOneSidebar() {
        #expect(
            SplitLayout.displayMode(preferred: .twoBesideSecondary, behavior: .tile, triple: false, presentsWithGesture: true)
                == .oneBesideSecondary)
    }

    @Test("widths: automatic maximum 320 (375 for classic on large screens), preferred points win over the fraction, clamping")
    func widths() {
        #expect(layout(.doubleColumn, 1194, 834).primaryColumnWidth == 320)
        #expect(layout(.unspecified, 1366, 1024).primaryColumnWidth == 375)
        #expect(layout(.unspecified, 1024, 768).primaryColumnWidth == 320)
        var seed = SplitColumnWidths()
        seed.preferredPrimaryColumnWidthFraction = 1.0
        seed.maximumPrimaryColumnWidth = 380
        let wechat = layout(.unspecified, 1194, 834, preferred: .oneBesideSecondary, widths: seed)
        #expect(wechat.primaryColumnWidth == 380 && wechat.secondaryColumnWidth == 814)
        var half = SplitColumnWidths()
        half.preferredPrimaryColumnWidthFraction = 0.5
        #expect(layout(.doubleColumn, 1024, 768, widths: half).primaryColumnWidth == 320)
        half.maximumPrimaryColumnWidth = .greatestFiniteMagnitude
        #expect(layout(.doubleColumn, 1024, 768, widths: half).primaryColumnWidth == 512)
        half.preferredPrimaryColumnWidth = 300
        #expect(layout(.doubleColumn, 1024, 768, widths: half).primaryColumnWidth == 300)
        half.minimumPrimaryColumnWidth = 400
        #expect(layout(.doubleColumn, 1024, 768, widths: half).primaryColumnWidth == 400)
        #expect(SplitColumnWidths.automaticDimension == -Double(Float.greatestFiniteMagnitude))
    }

    @Test("collapsed: reported oneBesideSecondary, the secondary full width, nothing side by side")
    func collapsed() {
        let collapsed = layout(.unspecified, 375, 834, collapsed: true)
        #expect(collapsed.displayMode == .oneBesideSecondary && collapsed.visibleColumns.isEmpty && collapsed.secondaryColumnWidth == 375)
    }

    @Test("raw values are UIKit's")
    func rawValues() {
        #expect(SplitDisplayMode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(SplitBehavior.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(SplitColumn.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(SplitViewControllerStyle.allCases.map(\.rawValue) == [0, 1, 2])
    }

    @Test("the display-mode button per behaviour, style and visibility (§1.5)")
    func displayModeButton() {
        func button(
            _ style: SplitViewControllerStyle, _ width: Double, _ height: Double, preferred: SplitDisplayMode = .automatic,
            gesture: Bool = true, visibility: DisplayModeButtonVisibility = .automatic, collapsed: Bool = false
        ) -> SplitDisplayModeButton {
            let l = layout(style, width, height, collapsed: collapsed, preferred: preferred, gesture: gesture)
            return SplitDisplayModeButton.resolve(
                style: style, layout: l, isCollapsed: collapsed, presentsWithGesture: gesture,
                visibility: visibility, showsSecondaryOnlyButton: true)
        }
        let tileDouble = button(.doubleColumn, 1194, 834)
        #expect(tileDouble.isVisible && tileDouble.glyph == .sidebar && tileDouble.targetDisplayMode == .secondaryOnly)
        let tileTriple = button(.tripleColumn, 1366, 1024)
        #expect(tileTriple.targetDisplayMode == .twoBesideSecondary && tileTriple.showsSecondaryOnlyShortcut)
        #expect(!button(.tripleColumn, 1366, 1024, preferred: .secondaryOnly).isVisible)
        let overlay = button(.doubleColumn, 834, 1194)
        #expect(overlay.glyph == .back && overlay.targetDisplayMode == .oneOverSecondary)
        #expect(!button(.tripleColumn, 834, 1194, preferred: .twoOverSecondary).isVisible)
        let displace = button(.tripleColumn, 1194, 834)
        #expect(displace.targetDisplayMode == .twoDisplaceSecondary)
        #expect(!button(.doubleColumn, 1194, 834, gesture: false).isVisible)
        #expect(button(.doubleColumn, 1194, 834, gesture: false, visibility: .always).isVisible)
        #expect(!button(.doubleColumn, 1194, 834, visibility: .never).isVisible)
        #expect(!button(.doubleColumn, 375, 834, collapsed: true).isVisible)
        let classic = button(.unspecified, 1024, 1366)
        #expect(classic.glyph == .back && classic.targetDisplayMode == .oneOverSecondary)
        #expect(button(.unspecified, 1366, 1024).glyph == .fullScreen)
    }
}
