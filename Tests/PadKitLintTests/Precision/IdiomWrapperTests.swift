import Testing
@testable import PadKitLint

/// A project's own device enumeration or helper that wraps `userInterfaceIdiom`, resolved through
/// the module index: for `idiom-for-layout`, and for the "runs only on iPhone" reason
/// `screen-bounds-layout` gives.
@Suite("idiom wrappers")
struct IdiomWrapperTests {
    /// Declarations a project writes once, each in its own file.
    static let wrappers: [(name: String, source: String)] = [
        (
            "Device.swift",
            """
            import UIKit

            enum Device {
                case iPad, iPhone
                static var current: Device { UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone }
            }
            """
        ),
        (
            "Platform.swift",
            """
            import UIKit

            enum Platform {
                case tablet, handset, other
                static var kind: Platform {
                    switch UIDevice.current.userInterfaceIdiom {
                    case .pad: return .tablet
                    case .phone: return .handset
                    default: return .other
                    }
                }
            }
            """
        ),
        (
            "Layout.swift",
            """
            import UIKit

            struct Layout {
                static let isPad = UIDevice.current.userInterfaceIdiom == .pad
                static let idiom = UIDevice.current.userInterfaceIdiom
                static var isPhone: Bool { !isPad }
                static var isTablet: Bool { Device.current == .iPad }
            }
            """
        ),
        (
            "Hardware.swift",
            """
            import UIKit

            enum Hardware {
                case desktop, handheld, tablet

                static var kind: Self {
                    #if os(macOS)
                    desktop
                    #else
                    switch UIDevice.current.userInterfaceIdiom {
                    case .pad: return tablet
                    case .phone: return handheld
                    default:
                        assertionFailure("an idiom this app does not support")
                        return handheld
                    }
                    #endif
                }
            }
            """
        ),
        (
            "UIDevice+Pad.swift",
            """
            import UIKit

            extension UIDevice {
                var isPad: Bool { userInterfaceIdiom == .pad }
            }
            """
        ),
    ]

    static func screen(_ body: String) -> String {
        """
        import UIKit

        final class Screen: UIViewController {
            let card = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                \(body)
            }
        }
        """
    }

    static func findings(_ rule: Rule, _ body: String, wrappers: [(name: String, source: String)] = wrappers) -> [Finding] {
        LintHarness.moduleFindings(wrappers.map { ($0.name, $0.source) } + [("Screen.swift", screen(body))])
            .filter { $0.ruleID == rule.id && $0.path == "Screen.swift" }
    }

    @Test(
        "a wrapped idiom choosing geometry is idiom-for-layout",
        arguments: [
            "if Device.current == .iPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Device.current != .iPhone { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "card.frame.size.width = Device.current == .iPad ? 500 : 300",
            "switch Device.current {\ncase .iPad: card.frame.size = CGSize(width: 500, height: 300)\ncase .iPhone: card.frame.size = CGSize(width: 300, height: 300)\n}",
            "if Platform.kind == .tablet { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Layout.isPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Layout.idiom == .pad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Layout.isPhone { } else { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Layout.isTablet { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if UIDevice.current.isPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Hardware.kind == .tablet { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
        ])
    func flagged(_ body: String) {
        #expect(Self.findings(.idiomForLayout, body).count == 1, "\(body)")
    }

    @Test(
        "near misses: the wrapper deciding no geometry, or values that are not the device",
        arguments: [
            "if Device.current == .iPad { enablePencilInteractions() }",
            "if Platform.kind == .other { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Layout.isPad { showsSidebarButton = true }",
            "if Theme.current == .dark { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
            "if Hardware.kind == .tablet { keyboardType = .numbersAndPunctuation }",
            "if Device.current == .iPad && traitCollection.horizontalSizeClass == .regular { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
        ])
    func nearMisses(_ body: String) {
        #expect(Self.findings(.idiomForLayout, body).isEmpty, "\(body)")
    }

    @Test(
        "code a wrapper keeps on iPhone reads the screen too: flagged, with the reason",
        arguments: [
            ("if Device.current == .iPhone { card.frame = UIScreen.main.bounds }", true),
            ("guard Device.current == .iPhone else { return }\ncard.frame = UIScreen.main.bounds", true),
            ("if Layout.isPhone { card.frame = UIScreen.main.bounds }", true),
            ("if !Layout.isPad { card.frame = UIScreen.main.bounds }", true),
            ("if Hardware.kind == .handheld { card.frame = UIScreen.main.bounds }", true),
            ("switch Platform.kind {\ncase .handset: card.frame = UIScreen.main.bounds\ndefault: break\n}", true),
            // The iPad branch, and a case that is not a device, have no iPhone-only reason.
            ("if Device.current == .iPad { card.frame = UIScreen.main.bounds }", false),
            ("switch Platform.kind {\ncase .other: card.frame = UIScreen.main.bounds\ndefault: break\n}", false),
        ])
    func phoneOnly(_ body: String, _ phoneOnly: Bool) {
        // On iPadOS 27 an iPhone app resizes, and iPhone Duo's inner display is a phone.
        let messages = Self.findings(.screenBoundsLayout, body).map(\.message)
        let expected =
            phoneOnly ? "\(Rule.screenBoundsLayout.message) (\(ScreenBoundsLayout.phoneOnlyDetail))" : Rule.screenBoundsLayout.message
        #expect(messages == [expected], "\(body)")
    }

    @Test func aSameNamedMemberOfAnotherTypeDecidesNothing() {
        // `Theme.current` and a `Settings.isPad` flag share names with the wrappers; the index
        // narrows a use to the type it is read on, so neither is a device test.
        let theme = ("Theme.swift", "enum Theme {\n    case light, dark\n    static var current: Theme { .light }\n}\n")
        let settings = ("Settings.swift", "final class Settings {\n    static var isPad = false\n}\n")
        let wrappers = Self.wrappers + [theme, settings]
        #expect(
            Self.findings(
                .idiomForLayout, "if Theme.current == .light { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
                wrappers: wrappers
            ).isEmpty)
        #expect(
            Self.findings(
                .idiomForLayout, "if Settings.isPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }", wrappers: wrappers
            ).isEmpty)
        #expect(
            Self.findings(.screenBoundsLayout, "if !Settings.isPad { card.frame = UIScreen.main.bounds }", wrappers: wrappers).map(
                \.message)
                == [Rule.screenBoundsLayout.message])
        // The wrapper itself still resolves next to them.
        #expect(
            Self.findings(
                .idiomForLayout, "if Device.current == .iPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
                wrappers: wrappers
            ).count == 1)
        // A receiver of unknown type reaches every `isPad`; they disagree, so nothing is decided.
        #expect(
            Self.findings(
                .idiomForLayout, "if settings.isPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }", wrappers: wrappers
            ).isEmpty)
    }

    @Test func aWrapperWithoutTheIdiomIsNotOne() {
        // The same shapes built on something other than the idiom.
        let lookalike = (
            "Device.swift",
            """
            enum Device {
                case iPad, iPhone
                static var current: Device { UIScreen.main.scale > 2 ? .iPad : .iPhone }
            }
            """
        )
        #expect(
            Self.findings(
                .idiomForLayout, "if Device.current == .iPad { card.frame = CGRect(x: 0, y: 0, width: 500, height: 300) }",
                wrappers: [lookalike]
            ).isEmpty)
    }

    @Test func theIndexRecordsWhatEachWrapperMeans() {
        let index = LintHarness.index(Self.wrappers.map { ($0.name, $0.source) })
        #expect(
            index.facts.idiomValues["current"]?.map(\.cases) == [
                [IdiomCase(name: "iPad", polarity: .pad), IdiomCase(name: "iPhone", polarity: .phone)]
            ])
        #expect(
            index.facts.idiomValues["kind"]?.map(\.cases) == [
                [IdiomCase(name: "tablet", polarity: .pad), IdiomCase(name: "handset", polarity: .phone)],
                [IdiomCase(name: "tablet", polarity: .pad), IdiomCase(name: "handheld", polarity: .phone)],
            ])
        #expect(index.facts.idiomHelpers["isPhone"] == [IdiomHelper(container: "Layout", polarity: .phone)])
        #expect(index.facts.idiomHelpers["isTablet"] == [IdiomHelper(container: "Layout", polarity: .pad)])
        #expect(index.facts.idiomHelpers["isPad"]?.map(\.container) == ["Layout", "UIDevice"])
    }
}
