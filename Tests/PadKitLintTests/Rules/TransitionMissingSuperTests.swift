import Testing
@testable import PadKitLint

@Suite("transition-missing-super")
struct TransitionMissingSuperTests {
    @Test(
        "flags transition overrides without super",
        arguments: [
            """
            final class A: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    relayout(for: size)
                }
            }
            """,
            """
            final class B: UIViewController {
                override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                    self.layoutSubviews(newCollection: newCollection)
                }
            }
            """,
            """
            final class C: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                    super.viewDidLoad()
                }
            }
            """,
        ])
    func flags(_ source: String) {
        let findings = LintHarness.findings(of: .transitionMissingSuper, in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.line == 2)
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            """
            final class A: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    coordinator.animate { _ in self.relayout(for: size) }
                }
            }
            """,
            """
            final class B: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    coordinator.animate(alongsideTransition: nil) { _ in
                        super.viewWillTransition(to: size, with: coordinator)
                    }
                }
            }
            """,
            """
            final class C: UIViewController {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    reload()
                }
            }
            """,
            """
            final class D: SizeObserver {
                func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    reload()
                }
            }
            """,
        ])
    func nearMisses(_ source: String) {
        #expect(LintHarness.findings(of: .transitionMissingSuper, in: source).isEmpty)
    }
}
