import Testing
@testable import PadKitLint

@Suite("idiom-for-layout")
struct IdiomForLayoutTests {
    @Test(
        "flags idiom checks that choose a layout",
        arguments: [
            "let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1\nlayout.itemSize = CGSize(width: 300 / CGFloat(columns), height: 100)",
            "let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1\nlet share = 1 / CGFloat(columns)\nlet side = 320 * share\ncard.frame.size = CGSize(width: side, height: side)",
            "if UIDevice.current.userInterfaceIdiom == .pad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if UI_USER_INTERFACE_IDIOM() == .pad { NSLayoutConstraint.activate([]) }",
            "card.frame = CGRect(x: 0, y: 0, width: UIDevice.current.userInterfaceIdiom == .pad ? 400 : 300, height: 50)",
            "if traitCollection.userInterfaceIdiom != .phone { stack.axis = .horizontal } else { stack.axis = .vertical }",
            """
            switch UIDevice.current.userInterfaceIdiom {
            case .pad: layout.itemSize = CGSize(width: 300, height: 300)
            default: layout.itemSize = CGSize(width: 100, height: 100)
            }
            """,
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .idiomForLayout, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test func flagsAnyIdiomCheckInALayoutCallback() {
        let source = """
            final class Screen: UIViewController {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    guard UIDevice.current.userInterfaceIdiom == .pad else { return }
                    reload()
                }
            }
            """
        let findings = LintHarness.findings(of: .idiomForLayout, in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix("(in traitCollectionDidChange(_:))") == true)
    }

    @Test(
        "leaves idiom checks that are not layout alone",
        arguments: [
            "if UIDevice.current.userInterfaceIdiom == .pad { enablePencilInteractions() }",
            "let mask: UIInterfaceOrientationMask = UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
            "card.isHidden = UIDevice.current.userInterfaceIdiom == .phone",
            "let pageSize = UIDevice.current.userInterfaceIdiom == .pad ? 40 : 20",
            "if traitCollection.horizontalSizeClass == .regular { stack.axis = .horizontal }",
            "let isPad = UIDevice.current.userInterfaceIdiom == .pad",
            // A name that sounds like geometry decides nothing: the value never reaches geometry.
            "let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1\nprint(columns)",
            "let itemWidth = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1\nanalytics.log(itemWidth)",
            """
            if traitCollection.userInterfaceIdiom == .phone {
                NSLayoutConstraint.activate(edgeConstraints)
            } else if traitCollection.horizontalSizeClass == .compact {
                NSLayoutConstraint.activate(edgeConstraints)
            } else {
                NSLayoutConstraint.activate(marginConstraints)
            }
            """,
            """
            switch traitCollection.userInterfaceIdiom {
            case .phone:
                stack.layoutMargins = .zero
            default:
                stack.layoutMargins = traitCollection.horizontalSizeClass == .regular ? wideMargins : .zero
            }
            """,
            """
            if UIDevice.current.userInterfaceIdiom == .pad {
                detail.modalPresentationStyle = .formSheet
                detail.preferredContentSize = CGSize(width: 540, height: 620)
            }
            """,
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .idiomForLayout, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test func presentationStyleByIdiomIsNotLayout() {
        let source = """
            func show(_ vc: UIViewController) {
                vc.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen
            }
            """
        #expect(LintHarness.findings(of: .idiomForLayout, in: source).isEmpty)
    }

    @Test(
        "the keyboard keeps its iPad size, so the idiom is right for its views",
        arguments: [
            """
            final class Composer: UIViewController {
                override var inputAccessoryView: UIView? {
                    toolbar.frame = CGRect(x: 0, y: 0, width: 320, height: UIDevice.current.userInterfaceIdiom == .pad ? 55 : 44)
                    return toolbar
                }
            }
            """,
            """
            final class Composer: UIViewController {
                func setUpKeyboardBar() {
                    if UIDevice.current.userInterfaceIdiom == .pad { bar.frame.size.height = 55 }
                    textView.inputAccessoryView = bar
                }
            }
            """,
            """
            final class KeyboardPanel: UIInputView {
                func size() { if UIDevice.current.userInterfaceIdiom == .pad { frame.size.height = 300 } }
            }
            """,
        ])
    func keyboardSizing(_ source: String) {
        #expect(LintHarness.findings(of: .idiomForLayout, in: source).isEmpty)
    }

    @Test func aProjectHelperIsResolvedThroughTheIndex() {
        let helper = "extension UIDevice {\n    var isPad: Bool { userInterfaceIdiom == .pad }\n}\n"
        let screen = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if UIDevice.current.isPad { sidebar.frame = CGRect(x: 0, y: 0, width: 320, height: 600) }
                }
            }
            """
        let findings = LintHarness.moduleFindings([("Device.swift", helper), ("Screen.swift", screen)]).filter {
            $0.ruleID == "idiom-for-layout"
        }
        #expect(findings.map(\.path) == ["Screen.swift"])
        // The same code with a Bool of the same name that is not an idiom helper: nothing.
        let unrelated = "final class Settings { var isPad: Bool { storedFlag } }\n"
        #expect(
            LintHarness.moduleFindings([
                ("Settings.swift", unrelated),
                ("Screen.swift", screen.replacingOccurrences(of: "UIDevice.current.isPad", with: "settings.isPad")),
            ])
            .filter { $0.ruleID == "idiom-for-layout" }.isEmpty)
    }
}
