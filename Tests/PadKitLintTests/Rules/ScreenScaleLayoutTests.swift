import Testing
@testable import PadKitLint

@Suite("screen-scale-layout")
struct ScreenScaleLayoutTests {
    /// `body` in a `UIView` subclass's `method`.
    static func inView(_ body: String, method: String = "override func layoutSubviews()") -> String {
        """
        import UIKit

        final class HairlineView: UIView {
            let separator = UIView()
            let textLayer = CATextLayer()
            var separatorHeight = NSLayoutConstraint()

            \(method) {
                \(body)
            }
        }
        """
    }

    static func lint(_ source: String) -> FileOutcome {
        SwiftFileLinter.lint(source: Array(source.utf8), path: "A.swift", settings: RuleSettings(.standard))
    }

    static func fixed(_ source: String) -> String? {
        guard let fix = lint(source).fix, let bytes = TextEdit.apply(fix.edits, to: Array(source.utf8)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "flags the main screen's scale turned into points or a display scale",
        arguments: [
            "separatorHeight.constant = 1 / UIScreen.main.scale",
            "separatorHeight.constant = 1.0 / UIScreen.main.scale",
            "separatorHeight.constant = (1 / UIScreen.main.scale)",
            "separator.frame.size.height = 1 / CGFloat(UIScreen.main.scale)",
            "layer.borderWidth = 1.0 / UIScreen.main.scale",
            "layer.shadowOffset = CGSize(width: 0, height: -1.0 / UIScreen.main.scale)",
            "separator.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale).isActive = true",
            "separator.frame.origin.y = round(bounds.midY * UIScreen.main.scale) / UIScreen.main.scale",
            "textLayer.contentsScale = UIScreen.main.scale",
            "layer.rasterizationScale = UIScreen.main.scale",
            "contentScaleFactor = UIScreen.main.scale",
            "let scale = UIScreen.main.scale\nseparatorHeight.constant = 1 / scale",
            "let scale = UIScreen.main.scale\ntextLayer.contentsScale = scale",
            "separatorHeight.constant = 1 / UIScreen.main.nativeScale",
            "separatorHeight.constant = 1 / UIScreen.mainScreen.scale",
            "separatorHeight.constant = 1 / (UIScreen.screens.first?.scale ?? 2)",
            "separatorHeight.constant = 1 / UIApplication.shared.keyWindow!.screen.scale",
            "separatorHeight.constant = 1 / (UIApplication.shared.windows.first?.screen.scale ?? 2)",
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .screenScaleLayout, in: Self.inView(body)).count == 1, "\(body)")
    }

    @Test(
        "pixel buffers, image rendering, comparisons and the scene's screen are near misses",
        arguments: [
            "separatorHeight.constant = 1 / traitCollection.displayScale",
            "separatorHeight.constant = 1 / (window?.windowScene?.screen.scale ?? 1)",
            "let format = UIGraphicsImageRendererFormat()\nformat.scale = UIScreen.main.scale",
            "UIGraphicsBeginImageContextWithOptions(bounds.size, false, UIScreen.main.scale)",
            "let image = UIImage(data: data, scale: UIScreen.main.scale)",
            "let buffer = CVPixelBufferCreate(nil, Int(bounds.width * UIScreen.main.scale), Int(bounds.height * UIScreen.main.scale), kCVPixelFormatType_32BGRA, nil, &pixelBuffer)",
            "metalLayer.drawableSize = CGSize(width: bounds.width * UIScreen.main.scale, height: bounds.height * UIScreen.main.scale)",
            "let context = CGContext(data: nil, width: Int(bounds.width * UIScreen.main.scale), height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: 0)",
            "let pixels = Int(65 * UIScreen.main.scale)",
            "let retina = UIScreen.main.scale > 1",
            "let zoomed = UIScreen.main.scale != UIScreen.main.nativeScale",
            "let scale = UIScreen.main.scale\nlet pixels = bounds.width * scale",
            "let size = model.scale / 2",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .screenScaleLayout, in: Self.inView(body)).isEmpty, "\(body)")
    }

    @Test func noTraitCollectionAtHandIsNotJudged() {
        let metrics = "enum Metrics {\n    static let hairline: CGFloat = 1 / UIScreen.main.scale\n}\n"
        #expect(LintHarness.findings(of: .screenScaleLayout, in: metrics).isEmpty)
        // Named like a collection-view layout, but an enum of constants (as Zotero's `ItemDetailLayout`).
        let layoutMetrics = "enum ItemDetailLayout {\n    static let separatorHeight: CGFloat = 1 / UIScreen.main.scale\n}\n"
        #expect(LintHarness.findings(of: .screenScaleLayout, in: layoutMetrics).isEmpty)
        let layoutStruct = "struct ReaderLayout {\n    let separatorWidth: CGFloat = 1 / UIScreen.main.scale\n}\n"
        #expect(LintHarness.findings(of: .screenScaleLayout, in: layoutStruct).isEmpty)
        let model = "final class Model: ObservableObject {\n    @Published var hairline: CGFloat = 1 / UIScreen.main.scale\n}\n"
        #expect(LintHarness.findings(of: .screenScaleLayout, in: model).isEmpty)
        let widget =
            "import WidgetKit\nimport SwiftUI\nstruct Entry: View { var body: some View { Color.red.frame(height: 1 / UIScreen.main.scale) } }\n"
        #expect(LintHarness.findings(of: .screenScaleLayout, in: widget).isEmpty)
    }

    @Test func swiftUIIsToldToReadTheEnvironment() {
        let source = "import SwiftUI\nstruct Line: View { var body: some View { Color.red.frame(height: 1 / UIScreen.main.scale) } }\n"
        let findings = LintHarness.findings(of: .screenScaleLayout, in: source)
        #expect(findings.map(\.message) == ["\(Rule.screenScaleLayout.message) (in SwiftUI read @Environment(\\.displayScale))"])
        #expect(Self.lint(source).fix == nil)
    }

    @Test(
        "--fix rewrites to the trait collection's displayScale where traits are resolved",
        arguments: [
            "override func layoutSubviews()", "override func draw(_ rect: CGRect)",
            "override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)", "override func updateConstraints()",
        ])
    func fixes(_ method: String) {
        let source = Self.inView("separatorHeight.constant = 1 / UIScreen.main.scale", method: method)
        let fixed = Self.fixed(source)
        #expect(fixed == source.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale"))
        #expect(fixed.map { LintHarness.findings(of: .screenScaleLayout, in: $0).isEmpty } == true)
        #expect(fixed.map { Fixer.parses(Array($0.utf8)) } == true)
    }

    @Test func fixesInAViewControllersLayoutPass() {
        let source = """
            final class ListViewController: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    divider.frame.size.height = 1 / UIScreen.main.scale
                }
            }
            """
        #expect(Self.fixed(source) == source.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale"))
    }

    @Test(
        "no fix where displayScale may be unresolved, nativeScale, or traitCollection is not there",
        arguments: [
            // Before the view is in a window, displayScale can be 0.
            inView("separatorHeight.constant = 1 / UIScreen.main.scale", method: "func setUp()"),
            inView("separatorHeight.constant = 1 / UIScreen.main.scale", method: "override func awakeFromNib()"),
            // In a closure, `traitCollection` needs `self`.
            inView("UIView.animate(withDuration: 0.2) { self.separatorHeight.constant = 1 / UIScreen.main.scale }"),
            // No trait has the native scale.
            inView("separatorHeight.constant = 1 / UIScreen.main.nativeScale"),
            // The key window's screen: the rewrite would leave `?? 2` on a value that is not optional.
            inView("separatorHeight.constant = 1 / (UIApplication.shared.keyWindow?.screen.scale ?? 2)"),
            // A collection-view layout has no trait collection of its own.
            """
            final class GridLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    minimumLineSpacing = 1 / UIScreen.main.scale
                }
            }
            """,
        ])
    func noFix(_ source: String) {
        let outcome = Self.lint(source)
        #expect(outcome.findings.filter { $0.ruleID == "screen-scale-layout" }.count == 1)
        #expect(outcome.fix == nil)
    }

    @Test func unresolvedTraitsAreNamedInTheMessage() {
        let findings = LintHarness.findings(
            of: .screenScaleLayout, in: Self.inView("separatorHeight.constant = 1 / UIScreen.main.scale", method: "func setUp()"))
        #expect(findings.first?.message.contains("0 before the view is in a window") == true)
    }
}
