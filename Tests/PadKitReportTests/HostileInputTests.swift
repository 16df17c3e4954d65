import Foundation
import PadKit
import PadKitReport
import PadKitSimulator
import Testing

/// Strings from input (titles, view names, file paths) come out as text: no element, attribute
/// or entity they spell takes effect, and the page stays well-formed.
@Suite struct HostileInputTests {
    static let hostile = [
        "</svg><script>alert(\"x\")</script>",
        "Tom & Jerry's \"quoted\" <b>bold</b>",
        "line one\nline two\r\n\ttabbed",
        "]]><!-- -->&amp;&#0;\u{1}\u{FFFF}",
        "</title></figcaption></html>",
    ]

    static func window(titled title: String) throws -> Window {
        let root = ViewController(title: title)
        let navigation = NavigationController(rootViewController: root, title: title)
        let window = Window(placement: try Placement(device: Device.named("ipad-air-2"), orientation: .portrait, mode: .twoThirds))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        try navigation.pushViewController(ViewController(title: title + " 2"), animated: false)
        let view = View(frame: CGRect(x: 10, y: 80, width: 100, height: 60), name: title)
        navigation.topViewController?.view.addSubview(view)
        return window
    }

    @Test(arguments: hostile)
    func titlesComeOutInert(_ title: String) throws {
        let window = try Self.window(titled: title)
        let picture = WindowPicture(window)
        let svg = PlacementDrawing(picture: picture).svg(standalone: true, caption: [title])
        let sheet = ContactSheet(
            title: title, subtitle: title, figures: [PlacementFigure(picture: picture, details: [(title, title)])],
            unresolved: [title], notes: [title]
        ).html
        for markup in [svg, sheet] {
            let parsed = XMLReader.read(markup)
            #expect(parsed.error == nil, "not well-formed: \(parsed.error ?? "")")
            #expect(!parsed.reader.elements.contains { ["script", "b"].contains($0.name) })
            // Every element is one the writer makes.
            let allowed: Set<String> = [
                "svg", "style", "title", "rect", "text", "g", "clipPath", "polygon", "html", "head", "meta",
                "body", "h1", "h2", "h3", "p", "section", "div", "figure", "figcaption", "span", "br",
                "ul", "li", "strong", "code", "line", "circle",
            ]
            #expect(parsed.reader.elements.allSatisfy { allowed.contains($0.name) }, "\(parsed.reader.elements.map(\.name))")
        }
        // The title survives as text (XML forbids the control characters; they become U+FFFD).
        let readable = title.unicodeScalars.map {
            $0.value < 0x20 && !["\n", "\r", "\t"].contains($0) || $0.value == 0xFFFF ? "\u{FFFD}" : String($0)
        }.joined()
        let parsed = XMLReader.read(svg)
        #expect(parsed.reader.text.contains(readable.replacingOccurrences(of: "\r\n", with: "\n")) || parsed.reader.text.contains(readable))
    }

    @Test func scenarioPathInFilmstripTitleIsEscaped() throws {
        let scenario = Scenario(
            placement: try Placement(device: Device.named("iphone-16"), orientation: .portrait, mode: .full),
            app: "single", osVersion: .latest, events: [.rotate(.landscapeRight)])
        let strip = Filmstrip.record(scenario, rootViewController: ViewController(title: "<i>Root</i>"), title: "a&b</h1><script>.json")
            .filmstrip
        let parsed = XMLReader.read(strip.html)
        #expect(parsed.error == nil)
        #expect(!parsed.reader.elements.contains { $0.name == "script" || $0.name == "i" })
        #expect(parsed.reader.text.contains("a&b</h1><script>.json"))
    }

    @Test func escapeAndNumbers() {
        #expect(Markup.escape("<a href='x'>&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;")
        #expect(Markup.escape("a\nb\u{0}c") == "a&#10;b\u{FFFD}c")
        #expect(Markup.number(8) == "8")
        #expect(Markup.number(250.2) == "250.2")
        #expect(Markup.number(0.1 + 0.2) == "0.3")
        #expect(Markup.number(-3.456) == "-3.46")
        #expect(Markup.number(.nan) == "0")
        #expect(Markup.truncated("Contacts", limit: 4) == "Con…")
        #expect(Markup.truncated("Me", limit: 4) == "Me")
    }
}
