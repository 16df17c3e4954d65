import Testing
@testable import PadKitLint

@Suite("fixed-navigation-index")
struct FixedNavigationIndexTests {
    @Test(
        "flags navigation stacks indexed by a fixed position",
        arguments: [
            "let second = navigationController?.viewControllers[1]",
            "let third = self.navigationController!.viewControllers[2]",
            "let nav = UINavigationController(rootViewController: self)\nlet home = nav.viewControllers[1] as? HomeViewController",
            "let previous = navigationController!.viewControllers[navigationController!.viewControllers.count - 2]",
            "navigationController?.popToViewController((presentingViewController as? UINavigationController)!.viewControllers[3], animated: true)",
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .fixedNavigationIndex, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            "let root = navigationController?.viewControllers.first",
            "let top = navigationController?.viewControllers.last",
            "let root = navigationController?.viewControllers[0]",
            "let top = nav.viewControllers[nav.viewControllers.count - 1]",
            "if let index = navigationController?.viewControllers.firstIndex(of: self) { _ = navigationController?.viewControllers[index] }",
            "let tab = tabBarController?.viewControllers?[1]",
            "let child = children[1]",
            // A name with "nav" in it says nothing about the type.
            "let home = nav.viewControllers[1] as? HomeViewController",
            "let home = navigationHistory.viewControllers[1]",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .fixedNavigationIndex, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }
}
