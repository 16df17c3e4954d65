import ArgumentParser
import PadKit

/// `padkit traits`: the trait collection of one window.
struct TraitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "traits",
        abstract: "Show the window size and full trait collection for one device, orientation and window.",
        discussion: "Give either --mode (a fixed window) or --window WxH (a free-form window, Stage Manager or iPadOS 26)."
    )

    @Option(name: .customLong("device"), help: "A device id; see `padkit devices`.")
    var deviceID: String

    @Option(help: "portrait, landscape, portraitUpsideDown, landscapeLeft or landscapeRight.")
    var orientation: OrientationOption

    @Option(help: "A fixed window mode: \(ModeOption.allValueStrings.joined(separator: ", ")).")
    var mode: ModeOption?

    @Option(help: "A free-form window size in points, WIDTHxHEIGHT (for example 700x1000; write --window=-5x10 for a value starting with '-').")
    var window: WindowSizeOption?

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    func validate() throws {
        switch (mode, window) {
        case (nil, nil): throw ValidationError("Give --mode or --window.")
        case (.some, .some): throw ValidationError("Give --mode or --window, not both.")
        default: break
        }
    }

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let device = try Device.named(deviceID)
        let windowMode = window.map { WindowMode.window(width: $0.width, height: $0.height) } ?? mode?.mode ?? .full
        let placement = try Placement(device: device, orientation: orientation.interfaceOrientation, mode: windowMode)
        let traits = placement.traitCollection()
        switch format {
        case .json:
            return placement.jsonValue(traits: traits).prettyText
        case .table:
            let size = placement.window.size
            let safeArea = placement.safeArea
            let points = NumberText.points
            var table = TextTable([.init(title: "TRAIT"), .init(title: "VALUE")])
            for trait in TraitCollection.Trait.allCases {
                table.append([trait.rawValue, traits.value(of: trait)])
            }
            return """
                \(device.name) (\(device.id)), \(placement.orientation), \(placement.mode)
                window \(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt \
                (\(placement.window.provenance)); screen \(device.screen.id)
                safe area insets top \(points(safeArea.insets.top)), left \(points(safeArea.insets.left)), \
                bottom \(points(safeArea.insets.bottom)), right \(points(safeArea.insets.right)) (\(safeArea.provenance))

                """ + table.render()
        }
    }
}
