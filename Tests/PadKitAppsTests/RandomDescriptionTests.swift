import Foundation
import PadKit
import PadKitApps
import PadKitComponents
import PadKitSimulator
import SnapshotSupport
import Testing

/// Random descriptions (every node kind, nested) run through every placement of a few devices,
/// with random events, the twin's invariants checked after each event. The seed is fixed and
/// printed in failures.
@Suite("Random app descriptions")
struct RandomDescriptionTests {
    static let seed: UInt64 = 0xA99D_E5C0_2026

    /// A generator of valid descriptions: it follows UIKit's rules (nothing pushed that UIKit
    /// refuses, no tab bar in a sidebar, classic splits with two columns).
    struct Generator {
        var rng: SplitMix64
        var count = 0

        mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { rng.next() % 100 < percent }
        mutating func title() -> String {
            count += 1
            return "N\(count)"
        }

        mutating func node(depth: Int, pushable: Bool = false, sidebar: Bool = false) -> ControllerDescription {
            var kinds = ["view", "view", "layout"]
            if depth > 0 {
                kinds += ["tabs", "centreWindow", "container"]
                if !pushable { kinds += ["navigation", "navigation", "split", "adaptiveSplit"] }
                if sidebar { kinds.removeAll { $0 == "tabs" } }
            }
            var node = ControllerDescription(title: title())
            if chance(15) { node.supportedInterfaceOrientations = pick([.all, .allButUpsideDown, .landscape, .portrait]) }
            if chance(10) {
                node.preferredContentSize = DescribedSize(width: Double(200 + rng.next() % 400), height: Double(200 + rng.next() % 400))
            }
            switch pick(kinds) {
            case "layout":
                let views = ["a", "b"]
                node.layout = LayoutDescription(
                    views: views,
                    any: [
                        LayoutBlockDescription(
                            view: "a",
                            constraints: [
                                LayoutConstraintDescription(attributes: ["top", "left"], target: .superview(attribute: nil), offset: 10)
                            ])
                    ],
                    compact: [
                        LayoutBlockDescription(
                            view: "b",
                            constraints: [
                                LayoutConstraintDescription(attributes: ["top"], target: .view(name: "a", attribute: "bottom"), offset: 8),
                                LayoutConstraintDescription(attributes: ["left", "right"], target: .superview(attribute: nil)),
                                LayoutConstraintDescription(attributes: ["height"], target: .constant(44)),
                            ])
                    ],
                    regular: [
                        LayoutBlockDescription(
                            view: "b",
                            constraints: [
                                LayoutConstraintDescription(attributes: ["top"], target: .view(name: "a", attribute: "top")),
                                LayoutConstraintDescription(attributes: ["left"], target: .view(name: "a", attribute: "right"), offset: 8),
                                LayoutConstraintDescription(
                                    attributes: ["width"], target: .superview(attribute: "width"), multipliedBy: 0.5),
                                LayoutConstraintDescription(
                                    attributes: ["height"], relation: .greaterThanOrEqualTo, target: .constant(44), priority: 750),
                            ])
                    ])
            case "navigation":
                node.kind = .navigation((0..<(1 + Int(rng.next() % 3))).map { _ in self.node(depth: depth - 1, pushable: true) })
            case "tabs":
                node.kind = .tabs((0..<(1 + Int(rng.next() % 3))).map { _ in self.node(depth: depth - 1, pushable: pushable) })
            case "split":
                let style = pick([SplitViewControllerStyle.unspecified, .doubleColumn, .tripleColumn])
                var split = SplitDescription(style: style, primary: self.node(depth: depth - 1, sidebar: style != .unspecified))
                if chance(80) { split.secondary = self.node(depth: depth - 1) }
                if style == .tripleColumn && chance(70) { split.supplementary = self.node(depth: depth - 1, sidebar: true) }
                if style != .unspecified && chance(40) { split.compact = self.node(depth: depth - 1) }
                split.preferredDisplayMode = pick([
                    nil, .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
                ])
                split.preferredSplitBehavior = pick([nil, .automatic, .tile, .overlay, .displace])
                if chance(30) { split.columnWidths.preferredPrimaryColumnWidthFraction = Double(rng.next() % 50) / 100 }
                if chance(30) {
                    split.delegate = SplitDelegateDescription(
                        collapseSecondaryOntoPrimary: pick([nil, true, false]),
                        topColumnForCollapsing: pick([nil, .primary, .secondary]))
                }
                node.kind = .split(split)
            case "adaptiveSplit":
                node.kind = .adaptiveSplit(
                    AdaptiveSplitDescription(tabs: (0..<(1 + Int(rng.next() % 4))).map { _ in self.node(depth: 0, pushable: true) }))
            case "centreWindow":
                node.kind = .centreWindow(
                    CentreWindowDescription(pages: [self.node(depth: 0, pushable: true), self.node(depth: 0, pushable: true)]))
            case "container":
                node.kind = .container(
                    ContainerDescription(
                        child: self.node(depth: depth - 1, pushable: pushable),
                        overrideTraits: .init(horizontalSizeClass: pick([.compact, .regular])),
                        whenWidthBelow: pick([nil, 700, 1000])))
            default:
                break
            }
            return node
        }
    }

    static let devices = ["ipad-air-2", "ipad-pro-13-inch-m5", "ipad-mini-6th-gen", "iphone-16-pro-max"]

    @Test("random descriptions build, survive the JSON round trip, and keep the invariants", arguments: 0..<24)
    func randomDescriptions(index: Int) throws {
        var generator = Generator(rng: SplitMix64(seed: Self.seed &+ UInt64(index)))
        let root = generator.node(depth: 3)
        let description = AppDescription(
            name: "Random\(index)", root: root,
            presentations: [
                NamedPresentation(name: "Sheet", request: PresentationRequest(title: "Sheet"))
            ])
        #expect(try AppDescriptionReader.read(description.jsonValue) == description)
        let app = try RunnableApp.described(description)
        var rng = generator.rng
        for id in Self.devices {
            let device = try Device.named(id)
            for placement in Placement.fixedPlacements(for: device) {
                let window = app.launch(in: placement, osVersion: .latest)
                try window.checkInvariants()
                var applied: [String] = []
                for step in 0..<6 {
                    var choices: [ScenarioEvent] = [
                        .rotate(.portrait), .rotate(.landscapeLeft), .push(title: "P"), .pop, .selectTab(1),
                        .showDetail(title: "D"), .appearance(.dark), .background, .foreground, .dismiss,
                        .present(PresentationRequest(title: "Sheet")),
                    ]
                    if device.family == .iPad { choices += WindowMode.fixedModes.map { .multitask($0) } }
                    let event = choices[Int(rng.next() % UInt64(choices.count))]
                    applied.append(event.text)
                    do {
                        try ScenarioRunner.apply(event, to: window, path: "events[\(step)]")
                    } catch is ScenarioError {
                        continue
                    }
                    do {
                        try window.checkInvariants()
                        try (window.rootViewController as? InvariantChecking)?.checkInvariants()
                    } catch {
                        Issue.record(
                            "seed \(Self.seed)+\(index), \(placement), after \(applied.joined(separator: ", ")): \(error)\n\(description.jsonValue.prettyText)"
                        )
                        return
                    }
                }
            }
        }
    }
}
