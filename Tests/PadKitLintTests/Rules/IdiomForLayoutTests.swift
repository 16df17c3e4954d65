import Testing
@testable import PadKitLint

@Suite("idiom-for-layout")
struct IdiomForLayoutTests {
    @Test("flags idiom checks that choose a layout", arguments: [
        "let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1",
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

    @Test("leaves idiom checks that are not layout alone", arguments: [
        "if UIDevice.current.userInterfaceIdiom == .pad { enablePencilInteractions() }",
        "let mask: UIInterfaceOrientationMask = UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
        "card.isHidden = UIDevice.current.userInterfaceIdiom == .phone",
        "let pageSize = UIDevice.current.userInterfaceIdiom == .pad ? 40 : 20",
        "if traitCollection.horizontalSizeClass == .regular { stack.axis = .horizontal }",
        "let isPad = UIDevice.current.userInterfaceIdiom == .pad",
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
}
