import ArgumentParser
import PadKit

/// `padkit devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List every iPad with Split View and every iPhone from the iPhone 6 on, with their screens."
    )

    @Option(help: "Only this family: \(DeviceFamily.allValueStrings.joined(separator: ", ")).")
    var family: DeviceFamily?

    @Option(help: "Output format: table or json.")
    var format: DevicesOutputFormat = .table

    func run() throws {
        print(render(), terminator: "")
    }

    func render() -> String {
        let devices = Device.all.filter { family == nil || $0.family == family }
        switch format {
        case .json:
            return JSONValue.array(devices.map(\.jsonValue)).prettyText
        case .table:
            var table = TextTable([
                .init(title: "ID"), .init(title: "NAME"),
                .init(title: "SCREEN (PT)", rightAligned: true), .init(title: "SCALE"),
                .init(title: "DIAGONAL", rightAligned: true), .init(title: "SOURCE"),
            ])
            for device in devices {
                let size = device.screen.portraitSize
                table.append([
                    device.id, device.name,
                    "\(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height)))",
                    "@\(NumberText.points(device.screen.scale))x",
                    String(format: "%.1f\"", device.diagonal),
                    device.screen.provenance.description,
                ])
            }
            return table.render() + "\n\(devices.count) devices. Screens are portrait points as UIKit reports them.\n"
        }
    }
}
