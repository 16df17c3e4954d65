import ArgumentParser
import PadKit

/// `padkit export`: the catalog in the formats other tools read.
///
/// - `padkit export json`: every device and every placement with its window, safe area, traits
///   and provenance, as one versioned document (``CatalogExport``; schema in
///   `docs/export-json.md`).
/// - `padkit export snapshot-testing [--device ID ...]`: Swift source with `ViewImageConfig`
///   presets for swift-snapshot-testing (``SnapshotTestingSource``).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the catalog for other tools: a JSON document, or presets for swift-snapshot-testing.",
        subcommands: [JSON.self, SnapshotTesting.self])

    /// `--device ID` (repeatable): the devices to export, all of the catalog when none is given.
    struct DeviceSelection: ParsableArguments {
        @Option(name: .customLong("device"), help: "A device id (repeatable); every device when omitted. See `padkit devices`.")
        var deviceIDs: [String] = []

        /// The selected devices in the order given, or the whole catalog.
        func devices() throws -> [Device] {
            guard !deviceIDs.isEmpty else { return Device.all }
            return try deviceIDs.map { id throws(DeviceCatalogError) in try Device.named(id) }
        }
    }

    /// What both exports share: the device selection, printing, and rendering to a string for
    /// the tests.
    protocol Exporter: ParsableCommand {
        var selection: DeviceSelection { get }
        /// The output for the selected devices.
        func output(for devices: [Device]) -> String
    }

    /// `padkit export json`.
    struct JSON: Exporter {
        static let configuration = CommandConfiguration(
            commandName: "json",
            abstract: "Print the whole catalog and every placement with traits and safe areas as one JSON document.",
            discussion: "The document has \"schemaVersion\": \(CatalogExport.schemaVersion); its schema is docs/export-json.md.")

        @OptionGroup var selection: DeviceSelection

        func output(for devices: [Device]) -> String {
            CatalogExport.document(devices: devices).prettyText
        }
    }

    /// `padkit export snapshot-testing`.
    struct SnapshotTesting: Exporter {
        static let configuration = CommandConfiguration(
            commandName: "snapshot-testing",
            abstract: "Print Swift source adding ViewImageConfig presets for swift-snapshot-testing for every device and window.",
            discussion:
                """
                Add the file to an iOS test target that depends on SnapshotTesting; use it as .iPadPro11M4(.landscape(splitView: \
                .oneHalf)).
                """
        )

        @OptionGroup var selection: DeviceSelection

        func output(for devices: [Device]) -> String {
            SnapshotTestingSource(devices: devices).render()
        }
    }
}

extension ExportCommand.Exporter {
    func run() throws {
        print(try render(), terminator: "")
    }

    /// The output as it is printed.
    func render() throws -> String {
        output(for: try selection.devices())
    }
}
