import Foundation
import PadKitSamples
import Testing
@testable import PadKitSimulator

/// The text form of a run keeps every title whole, whatever its characters.
@Suite("Trace text")
struct TraceTextTests {
    @Test("titles outside the Basic Multilingual Plane are padded, never cut")
    func emojiTitles() throws {
        let scenario = try Scenario(
            json: Data(
                #"""
                {"device": "iphone-16", "orientation": "portrait", "app": "navigation", "events": [{"push": "Chats 😀"}]}
                """#.utf8), appNames: SampleApps.names)
        let app = try #require(SampleApps.named(scenario.app))
        let text = ScenarioRunner.run(scenario, rootViewController: app.makeRootViewController()).text
        let lines = text.split(separator: "\n")
        func column(of callback: String, in line: Substring?) -> Int? {
            guard let line, let range = line.range(of: callback) else { return nil }
            return line.distance(from: line.startIndex, to: range.lowerBound)
        }
        let emojiLine = lines.first { $0.contains("willMove(toParent:)") }
        let rootLine = lines.first { $0.hasPrefix("  Root ") && $0.contains("viewDidLoad()") }
        #expect(emojiLine?.hasPrefix("  Chats 😀 ") == true, "\(emojiLine ?? "")")
        // The callback column lines up with the plain titles' (counted in characters).
        #expect(column(of: "willMove(toParent:)", in: emojiLine) == column(of: "viewDidLoad()", in: rootLine))
        #expect(column(of: "willMove(toParent:)", in: emojiLine) != nil)
    }
}
