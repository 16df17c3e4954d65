/// Code a rule flags and code it leaves alone: the rule's own proof, run by the lint tests.
///
/// As SwiftLint's rules carry `triggeringExamples` and `nonTriggeringExamples`, every rule here
/// carries ``flagged`` examples (each must produce exactly one finding of the rule, at the `↓`
/// marker when there is one) and ``nearMisses`` (code that looks alike and must produce none).
public struct RuleExamples: Hashable, Sendable {
    /// Code that must be flagged once.
    public let flagged: [RuleExample]
    /// Code that must not be flagged.
    public let nearMisses: [RuleExample]

    /// Creates the examples of a rule.
    public init(flagged: [RuleExample] = [], nearMisses: [RuleExample] = []) {
        self.flagged = flagged
        self.nearMisses = nearMisses
    }
}

/// One example of a rule: a whole Swift file (or `Info.plist`), linted on its own.
public struct RuleExample: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Where the file sits, for the rules that read the target around it.
    public enum Setting: String, Hashable, Sendable {
        /// A file on its own, with no target.
        case alone
        /// A file of an app target whose `Info.plist` makes it a multitasking iPad app.
        case multitaskingApp
    }

    /// The code, with `↓` where the finding is expected (flagged examples).
    public let code: String
    /// The target the file belongs to.
    public let setting: Setting

    /// The marker placed before the character a finding points at.
    public static let marker: Character = "↓"

    /// An example in `setting`.
    public init(_ code: String, setting: Setting = .alone) {
        self.code = code
        self.setting = setting
    }

    /// An example on its own.
    public init(stringLiteral code: String) {
        self.init(code)
    }

    /// An `Info.plist` that supports all four orientations on iPad: what a multitasking iPad app
    /// declares, a near miss of the rules about opting out of multitasking.
    public static let allFourIPadOrientations = infoPlist(
        #"""
        	<key>UISupportedInterfaceOrientations~ipad</key>
        	<array>
        		<string>UIInterfaceOrientationPortrait</string>
        		<string>UIInterfaceOrientationPortraitUpsideDown</string>
        		<string>UIInterfaceOrientationLandscapeLeft</string>
        		<string>UIInterfaceOrientationLandscapeRight</string>
        	</array>
        """#)

    /// An `Info.plist` example: `entries`, the lines of its top-level `<dict>`, in the XML
    /// property list's envelope, as Xcode writes it.
    public static func infoPlist(_ entries: String) -> RuleExample {
        RuleExample(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(entries)
            </dict>
            </plist>
            """)
    }

    /// A Swift example: `body`, the statements of a view controller's `viewDidLoad()`, in the
    /// file most examples share: `import UIKit` and a `SampleViewController` with a `card` view.
    public static func inViewDidLoad(_ body: String, setting: Setting = .alone) -> RuleExample {
        let statements = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
        return RuleExample(
            """
            import UIKit

            final class SampleViewController: UIViewController {
                let card = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
            \(statements)
                }
            }
            """, setting: setting)
    }

    /// The code without the marker.
    public var source: String {
        String(code.filter { $0 != Self.marker })
    }

    /// The 1-based line and UTF-8 column of the marker, if any.
    public var markedLocation: (line: Int, column: Int)? {
        guard let marker = code.firstIndex(of: Self.marker) else { return nil }
        let before = code[..<marker]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before[lineStart...].utf8.count + 1)
    }
}
