import PadKit
import Testing

/// Every `UIKitEnumeration`: its cases, in order, with the name PadKit writes and UIKit's raw
/// value, as UIKit's headers declare them. The compiler no longer checks a hand-written `switch`
/// of names, so this is the check that every case is named, once, and as UIKit names it: a case
/// added to an enumeration without its row here fails.
struct UIKitEnumerationTests {
    /// One conforming type: what it declares and what UIKit declares.
    struct Declared: Sendable, CustomTestStringConvertible {
        let type: String
        let cases: [Case]
        let uikit: [Case]
        let parsed: @Sendable (String) -> Case?

        struct Case: Sendable, Equatable {
            let name: String
            let rawValue: Int
        }

        var testDescription: String { type }

        init<Enumeration: UIKitEnumeration>(_: Enumeration.Type, uikit: KeyValuePairs<String, Int>) {
            type = String(describing: Enumeration.self)
            cases = Enumeration.allCases.map { Case(name: $0.description, rawValue: $0.rawValue) }
            self.uikit = uikit.map { Case(name: $0.key, rawValue: $0.value) }
            parsed = { name in Enumeration(stringValue: name).map { Case(name: $0.description, rawValue: $0.rawValue) } }
        }
    }

    /// UIKit's declarations (`UIInterface.h`, `UITraitCollection.h`, `UIDevice.h`, `UIApplication.h`,
    /// `UIViewController.h`, `UISplitViewController.h`, `UITabBarController.h`).
    static let declared: [Declared] = [
        Declared(UserInterfaceIdiom.self, uikit: ["unspecified": -1, "phone": 0, "pad": 1, "tv": 2, "carPlay": 3, "mac": 5, "vision": 6]),
        Declared(UserInterfaceSizeClass.self, uikit: ["unspecified": 0, "compact": 1, "regular": 2]),
        Declared(UserInterfaceStyle.self, uikit: ["unspecified": 0, "light": 1, "dark": 2]),
        Declared(TraitEnvironmentLayoutDirection.self, uikit: ["unspecified": -1, "leftToRight": 0, "rightToLeft": 1]),
        // `UIDisplayGamutSRGB`: PadKit writes the case `sRGB`, as it always has.
        Declared(DisplayGamut.self, uikit: ["unspecified": -1, "sRGB": 0, "P3": 1]),
        Declared(AccessibilityContrast.self, uikit: ["unspecified": -1, "normal": 0, "high": 1]),
        Declared(ForceTouchCapability.self, uikit: ["unknown": 0, "unavailable": 1, "available": 2]),
        Declared(UserInterfaceLevel.self, uikit: ["unspecified": -1, "base": 0, "elevated": 1]),
        Declared(LegibilityWeight.self, uikit: ["unspecified": -1, "regular": 0, "bold": 1]),
        Declared(UserInterfaceActiveAppearance.self, uikit: ["unspecified": -1, "inactive": 0, "active": 1]),
        Declared(VerticalBarEdge.self, uikit: ["unspecified": 0, "leading": 1, "trailing": 2]),
        Declared(
            DeviceOrientation.self,
            uikit: [
                "unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 3, "landscapeRight": 4, "faceUp": 5,
                "faceDown": 6,
            ]),
        Declared(
            InterfaceOrientation.self,
            uikit: ["unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeRight": 3, "landscapeLeft": 4]),
        Declared(
            ModalPresentationStyle.self,
            uikit: [
                "automatic": -2, "none": -1, "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4,
                "overFullScreen": 5, "overCurrentContext": 6, "popover": 7,
            ]),
        Declared(SplitColumn.self, uikit: ["primary": 0, "supplementary": 1, "secondary": 2, "compact": 3]),
        Declared(SplitBehavior.self, uikit: ["automatic": 0, "tile": 1, "overlay": 2, "displace": 3]),
        Declared(
            SplitDisplayMode.self,
            uikit: [
                "automatic": 0, "secondaryOnly": 1, "oneBesideSecondary": 2, "oneOverSecondary": 3, "twoBesideSecondary": 4,
                "twoOverSecondary": 5, "twoDisplaceSecondary": 6,
            ]),
        Declared(TabBarControllerMode.self, uikit: ["automatic": 0, "tabBar": 1, "tabSidebar": 2]),
    ]

    @Test("every case has UIKit's name and raw value, in UIKit's order", arguments: declared)
    func namesAndRawValuesAreUIKits(_ declared: Declared) {
        #expect(declared.cases == declared.uikit)
    }

    @Test("every name is one case's, and reads back as that case (`CodingKey`'s parser)", arguments: declared)
    func namesReadBack(_ declared: Declared) {
        #expect(Set(declared.cases.map(\.name)).count == declared.cases.count)
        for declaredCase in declared.cases {
            #expect(declared.parsed(declaredCase.name) == declaredCase)
        }
        #expect(declared.parsed("") == nil)
        #expect(declared.parsed("Unspecified") == nil)
    }

    @Test("a value prints, alone and in a list, as its name")
    func printing() {
        #expect("\(UserInterfaceSizeClass.compact)" == "compact")
        #expect(String(reflecting: ModalPresentationStyle.formSheet) == "formSheet")
        #expect("\([UserInterfaceSizeClass.compact, .regular])" == "[compact, regular]")
    }
}
