import Foundation
import Testing

@testable import PadKitLint

/// Storyboard names and identifiers kept in the target's constants (found on Artsy's Kiosk, whose
/// `UIStoryboard.auction()` returns `UIStoryboard(name: StoryboardNames.Auction.rawValue, bundle: nil)`).
@Suite("Storyboard names from the target's constants")
struct AppRootStoryboardNameTests {
    static let names = """
        enum StoryboardNames: String {
            case Auction = "Auction"
            case Settings
        }
        enum Identifiers: String {
            case inbox = "InboxController"
        }
        enum Storyboards {
            static let main = "Main"
        }
        extension UIStoryboard {
            class func auction() -> UIStoryboard {
                return UIStoryboard(name: StoryboardNames.Auction.rawValue, bundle: nil)
            }
            static var settings: UIStoryboard { UIStoryboard(name: StoryboardNames.Settings.rawValue, bundle: nil) }
        }
        """

    static func root(_ launch: String) throws -> AppRootReport {
        try AppRootReaderTests.read([
            "Names.swift": names,
            "AppDelegate.swift": """
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    \(launch)
                    return true
                }
            }
            """,
        ])
    }

    @Test(
        "the storyboard and identifier are named",
        arguments: [
            (
                "let storyboard = UIStoryboard.auction()\n window?.rootViewController = storyboard.instantiateInitialViewController()",
                "Auction", nil
            ),
            ("window?.rootViewController = UIStoryboard.settings.instantiateInitialViewController()", "Settings", nil),
            (
                "window?.rootViewController = UIStoryboard(name: Storyboards.main, bundle: nil).instantiateViewController(withIdentifier: Identifiers.inbox.rawValue)",
                "Main", "InboxController"
            ),
        ] as [(String, String, String?)])
    func named(launch: String, storyboard: String, identifier: String?) throws {
        let report = try Self.root(launch)
        #expect(report.storyboards.map(\.name) == [storyboard])
        #expect(report.storyboards.map(\.identifier) == [identifier])
        #expect(report.unresolved.isEmpty, "\(report.unresolved)")
    }

    @Test("a name chosen at run time stays unnamed")
    func runTime() throws {
        let report = try Self.root(
            "window?.rootViewController = UIStoryboard(name: currentName(), bundle: nil).instantiateInitialViewController()")
        #expect(report.storyboards.isEmpty)
        #expect(report.unresolved.map(\.reason).first == "instantiated from a storyboard PadKit cannot name")
    }
}
