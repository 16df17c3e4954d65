import Foundation
import Testing
@testable import PadKit

@Suite("Orientation enums")
struct OrientationEnumTests {
    @Test("UIKit raw values and masks")
    func rawValues() {
        #expect(DeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(InterfaceOrientationMask.portrait.rawValue == 2)
        #expect(InterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(InterfaceOrientationMask.landscape.rawValue == 24)
        #expect(InterfaceOrientationMask.all.rawValue == 30)
        #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        for orientation in InterfaceOrientation.allCases where orientation != .unknown {
            #expect(orientation.mask.rawValue == 1 << UInt(orientation.rawValue))
        }
        #expect(InterfaceOrientation.unknown.mask.isEmpty)
    }

    @Test(
        "device to interface: landscape swaps; flat and unknown never become an interface orientation",
        arguments: [
            (DeviceOrientation.portrait, InterfaceOrientation?.some(.portrait)),
            (.portraitUpsideDown, .portraitUpsideDown),
            (.landscapeLeft, .landscapeRight),
            (.landscapeRight, .landscapeLeft),
            (.faceUp, nil), (.faceDown, nil), (.unknown, nil),
        ])
    func deviceToInterface(device: DeviceOrientation, interface: InterfaceOrientation?) {
        #expect(device.interfaceOrientation == interface)
        #expect(device.isValidInterfaceOrientation == (interface != nil))
        // The seed 002 filter: face up/down and unknown keep the current interface.
        for current in [InterfaceOrientation.portrait, .landscapeLeft] {
            #expect(device.filteredInterfaceOrientation(current: current) == (interface ?? current))
        }
    }

    @Test("names parse and print as UIKit spells them")
    func names() {
        #expect(InterfaceOrientation(name: "UIInterfaceOrientationLandscapeLeft") == .landscapeLeft)
        #expect(InterfaceOrientation(name: "portraitUpsideDown") == .portraitUpsideDown)
        #expect(InterfaceOrientation(name: "unknown") == nil)
        #expect(InterfaceOrientation(name: "sideways") == nil)
        #expect(DeviceOrientation(name: "faceUp") == .faceUp)
        #expect(InterfaceOrientationMask.landscape.description == "landscapeLeft, landscapeRight")
        #expect(InterfaceOrientationMask.allButUpsideDown.description == "portrait, landscapeLeft, landscapeRight")
        #expect(InterfaceOrientationMask().description == "none")
        #expect(InterfaceOrientation.landscapeLeft.rotationDegrees - InterfaceOrientation.portrait.rotationDegrees == 90)
    }
}

@Suite("Orientation resolver")
struct OrientationResolverTests {
    let fourOrientations = InfoPlist(supportedInterfaceOrientations: .all)

    @Test("a multitasking iPad app never asks its view controllers")
    func multitaskingIgnoresControllers() throws {
        let resolver = OrientationResolver(
            idiom: .pad, infoPlist: fourOrientations,
            topViewController: OrientationAuthority(name: "PlayerViewController", supportedInterfaceOrientations: .landscape),
            osVersion: .latest)
        let decision = try resolver.resolve()
        #expect(decision.isMultitaskingEligible)
        #expect(!decision.consultedViewController)
        #expect(decision.allowed == .all)
    }

    @Test("UIRequiresFullScreen opts out, and the controller is asked", arguments: [OSVersion(18), OSVersion(26, 1)])
    func requiresFullScreen(os: OSVersion) throws {
        var plist = fourOrientations
        plist.requiresFullScreen = true
        let resolver = OrientationResolver(
            idiom: .pad, infoPlist: plist,
            topViewController: OrientationAuthority(name: "PlayerViewController", supportedInterfaceOrientations: .landscape),
            osVersion: os)
        let decision = try resolver.resolve()
        #expect(!decision.isMultitaskingEligible && decision.consultedViewController)
        #expect(decision.allowed == .landscape)
        #expect(decision.reasons.contains { $0.contains("deprecated in iPadOS 26") } == (os >= OSVersion(26)))
    }

    @Test("an iPad app without all four orientations opts out of multitasking")
    func fewerOrientationsOptOut() throws {
        let resolver = OrientationResolver(
            idiom: .pad, infoPlist: InfoPlist(supportedInterfaceOrientations: .allButUpsideDown),
            topViewController: OrientationAuthority(supportedInterfaceOrientations: .portrait), osVersion: .latest)
        let decision = try resolver.resolve()
        #expect(!decision.isMultitaskingEligible)
        #expect(decision.allowed == .portrait)
    }

    @Test("before iOS 9 there is no multitasking")
    func beforeMultitasking() throws {
        let resolver = OrientationResolver(
            idiom: .pad, infoPlist: fourOrientations,
            topViewController: OrientationAuthority(supportedInterfaceOrientations: .portrait), osVersion: OSVersion(8))
        #expect(try resolver.resolve().allowed == .portrait)
    }

    @Test("the ~ipad key wins on iPad, ~iphone on iPhone, the base key otherwise")
    func perIdiomKeys() throws {
        let plist = InfoPlist(
            supportedInterfaceOrientations: .portrait, supportedInterfaceOrientationsPad: .all,
            supportedInterfaceOrientationsPhone: .allButUpsideDown)
        #expect(try OrientationResolver(idiom: .pad, infoPlist: plist, osVersion: .latest).resolve().allowed == .all)
        #expect(try OrientationResolver(idiom: .phone, infoPlist: plist, osVersion: .latest).resolve().allowed == .allButUpsideDown)
        let baseOnly = InfoPlist(supportedInterfaceOrientations: .portrait)
        #expect(try OrientationResolver(idiom: .pad, infoPlist: baseOnly, osVersion: .latest).resolve().allowed == .portrait)
    }

    @Test("absent Info.plist orientations: UIKit's idiom default, or the documentation's portrait")
    func infoPlistDefault() throws {
        #expect(try OrientationResolver(idiom: .pad, osVersion: .latest).resolve().allowed == .all)
        #expect(try OrientationResolver(idiom: .phone, osVersion: .latest).resolve().allowed == .allButUpsideDown)
        var documented = OrientationResolver(idiom: .phone, osVersion: .latest)
        documented.infoPlistDefault = .bundleResourcesDocumentation
        #expect(try documented.resolve().allowed == .portrait)
    }

    @Test("the app delegate's mask replaces Info.plist (seed 002's forced orientation)")
    func appDelegateWins() throws {
        let resolver = OrientationResolver(
            idiom: .phone, infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait),
            applicationDelegateOrientations: .landscapeRight, osVersion: .latest)
        let decision = try resolver.resolve()
        #expect(decision.allowed == .landscapeRight)
        #expect(decision.reasons.first?.contains("Info.plist is not consulted") == true)
    }

    @Test(
        "containers do not consult their stack: delegate mask, else idiom default",
        arguments: [
            OrientationAuthority.Kind.navigationController, .tabBarController, .splitViewController,
        ])
    func containers(kind: OrientationAuthority.Kind) throws {
        let plist = InfoPlist(supportedInterfaceOrientations: .allButUpsideDown)
        let withDelegate = OrientationResolver(
            idiom: .phone, infoPlist: plist,
            topViewController: OrientationAuthority(kind: kind, name: "Root", delegateSupportedInterfaceOrientations: .portrait),
            osVersion: .latest)
        #expect(try withDelegate.resolve().allowed == .portrait)
        let plain = OrientationResolver(
            idiom: .phone, infoPlist: plist, topViewController: OrientationAuthority(kind: kind, name: "Root"), osVersion: .latest)
        #expect(try plain.resolve().allowed == .allButUpsideDown)
        let overridden = OrientationResolver(
            idiom: .phone, infoPlist: plist,
            topViewController: OrientationAuthority(
                kind: kind, name: "Root", supportedInterfaceOrientations: .landscape,
                delegateSupportedInterfaceOrientations: .portrait), osVersion: .latest)
        #expect(try overridden.resolve().allowed == .landscape)
    }

    @Test("a plain view controller ignores a delegate mask")
    func plainControllerIgnoresDelegate() throws {
        let resolver = OrientationResolver(
            idiom: .phone, topViewController: OrientationAuthority(delegateSupportedInterfaceOrientations: .portrait), osVersion: .latest)
        #expect(try resolver.resolve().allowed == .allButUpsideDown)
    }

    @Test("no upside down on iPhones without a Home button")
    func deviceMask() throws {
        let plist = InfoPlist(supportedInterfaceOrientations: .all)
        let controller = OrientationAuthority(supportedInterfaceOrientations: .all)
        let x = try OrientationResolver(
            device: Device.named("iphone-x"), infoPlist: plist, topViewController: controller, osVersion: .latest
        ).resolve()
        #expect(x.allowed == .allButUpsideDown)
        let eight = try OrientationResolver(
            device: Device.named("iphone-8"), infoPlist: plist, topViewController: controller, osVersion: .latest
        ).resolve()
        #expect(eight.allowed == .all)
        #expect(throws: OrientationError.unsupportedByDevice(requested: .portraitUpsideDown, device: .allButUpsideDown)) {
            try OrientationResolver(
                device: Device.named("iphone-x"), infoPlist: InfoPlist(supportedInterfaceOrientations: .portraitUpsideDown),
                topViewController: OrientationAuthority(supportedInterfaceOrientations: .all), osVersion: .latest
            ).resolve()
        }
    }

    @Test("shouldAutorotate = false: before iOS 16 the controller is not asked; from iOS 16 it is asked anyway")
    func shouldAutorotate() throws {
        let plist = InfoPlist(supportedInterfaceOrientations: .portrait)
        let landscapeOnly = OrientationAuthority(name: "Player", supportedInterfaceOrientations: .landscape, shouldAutorotate: false)
        let old = try OrientationResolver(idiom: .phone, infoPlist: plist, topViewController: landscapeOnly, osVersion: OSVersion(15))
            .resolve()
        #expect(!old.autorotates && !old.consultedViewController)
        #expect(old.allowed == .portrait)
        #expect(
            throws: OrientationError.noCommonOrientation(
                controller: "Player", controllerOrientations: .landscape, applicationOrientations: .portrait)
        ) {
            try OrientationResolver(idiom: .phone, infoPlist: plist, topViewController: landscapeOnly, osVersion: OSVersion(16)).resolve()
        }
        let compatible = try OrientationResolver(
            idiom: .phone, infoPlist: InfoPlist(supportedInterfaceOrientations: .allButUpsideDown),
            topViewController: landscapeOnly, osVersion: OSVersion(16)
        ).resolve()
        #expect(compatible.autorotates && compatible.consultedViewController && compatible.allowed == .landscape)
    }

    @Test("the resolver over every catalog device: a multitasking app gets everything the hardware allows", arguments: Device.all)
    func everyDevice(device: Device) throws {
        let decision = try OrientationResolver(
            device: device, infoPlist: InfoPlist(supportedInterfaceOrientations: .all),
            topViewController: OrientationAuthority(supportedInterfaceOrientations: .portrait), osVersion: .latest
        ).resolve()
        #expect(decision.isMultitaskingEligible == (device.family == .iPad))
        #expect(decision.allowed == (device.family == .iPad ? .all : .portrait))
        #expect(decision.allowed.isSubset(of: device.supportedInterfaceOrientations))
    }

    @Test("errors carry UIKit's messages")
    func errors() {
        let noCommon = OrientationResolver(
            idiom: .phone, infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait),
            topViewController: OrientationAuthority(name: "LTHPasscodeViewController", supportedInterfaceOrientations: .portraitUpsideDown),
            osVersion: .latest)
        #expect(
            throws: OrientationError.noCommonOrientation(
                controller: "LTHPasscodeViewController", controllerOrientations: .portraitUpsideDown, applicationOrientations: .portrait)
        ) {
            try noCommon.resolve()
        }
        #expect(
            OrientationError.noCommonOrientation(controller: "X", controllerOrientations: .portrait, applicationOrientations: .landscape)
                .description
                .contains(
                    "Supported orientations has no common orientation with the application, and [X shouldAutorotate] is returning YES"))

        let zero = OrientationResolver(
            idiom: .phone, topViewController: OrientationAuthority(name: "Broken", supportedInterfaceOrientations: []), osVersion: .latest)
        #expect(throws: OrientationError.emptyControllerOrientations(controller: "Broken")) { try zero.resolve() }

        let emptyPlist = OrientationResolver(idiom: .phone, infoPlist: InfoPlist(supportedInterfaceOrientations: []), osVersion: .latest)
        #expect(throws: OrientationError.emptyApplicationOrientations(source: "UISupportedInterfaceOrientations")) {
            try emptyPlist.resolve()
        }
        let emptyDelegate = OrientationResolver(idiom: .phone, applicationDelegateOrientations: [], osVersion: .latest)
        #expect(throws: OrientationError.emptyApplicationOrientations(source: "application(_:supportedInterfaceOrientationsFor:)")) {
            try emptyDelegate.resolve()
        }

        let portraitOnly = OrientationResolver(
            idiom: .phone, infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait), osVersion: .latest)
        #expect(throws: OrientationError.preferredOrientationNotSupported(preferred: .landscapeRight, supported: .portrait)) {
            try portraitOnly.resolve(preferredOrientationForPresentation: .landscapeRight)
        }
        #expect(
            OrientationError.preferredOrientationNotSupported(preferred: .portrait, supported: .landscape).description
                == "UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
        )
        #expect(throws: Never.self) { try portraitOnly.resolve(preferredOrientationForPresentation: .portrait) }
    }
}

@Suite("Info.plist")
struct InfoPlistTests {
    @Test("reads orientations, per-device variants and UIRequiresFullScreen from XML")
    func readsXML() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>UISupportedInterfaceOrientations</key>
              <array><string>UIInterfaceOrientationPortrait</string></array>
              <key>UISupportedInterfaceOrientations~ipad</key>
              <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
                     <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
              <key>UIRequiresFullScreen</key><true/>
            </dict></plist>
            """
        let plist = try InfoPlist(propertyList: Data(xml.utf8))
        #expect(plist.supportedInterfaceOrientations == .portrait)
        #expect(plist.supportedInterfaceOrientationsPad == .all)
        #expect(plist.supportedInterfaceOrientationsPhone == nil)
        #expect(plist.requiresFullScreen)
    }

    @Test("malformed entries are all listed, each with its key and index")
    func malformed() {
        #expect(
            throws: InfoPlistError.invalidValues([
                .init(
                    path: "UISupportedInterfaceOrientations[1]",
                    message: "'UIInterfaceOrientationSideways' is not an interface orientation; "
                        + "expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight (or UIInterfaceOrientationPortrait ...)"),
                .init(path: "UIRequiresFullScreen", message: "expected true or false, found the string \"YES\""),
            ])
        ) {
            let xml = """
                <plist><dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
                <string>UIInterfaceOrientationSideways</string></array><key>UIRequiresFullScreen</key><string>YES</string></dict></plist>
                """
            _ = try InfoPlist(propertyList: Data(xml.utf8))
        }
        #expect(throws: InfoPlistError.self) { try InfoPlist(propertyList: Data("not a plist".utf8)) }
        #expect(throws: InfoPlistError.unreadable(reason: "the top level is not a dictionary")) {
            try InfoPlist(propertyList: Data("<plist><array/></plist>".utf8))
        }
    }

    @Test("OS versions parse and compare")
    func osVersions() {
        #expect(OSVersion("17.4") == OSVersion(17, 4))
        #expect(OSVersion("26") == OSVersion(26, 0))
        #expect(OSVersion("x") == nil && OSVersion("") == nil && OSVersion("1.2.3.4") == nil && OSVersion("-1") == nil)
        #expect(OSVersion(16) < OSVersion(16, 1) && OSVersion(9) > OSVersion(8, 4))
    }
}
