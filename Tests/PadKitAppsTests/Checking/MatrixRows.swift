import PadKit
import PadKitApps
import PadKitSimulator

/// The rows `padkit matrix --app --format json` writes for a description, for the comparison's
/// tests: ``AppMatrix``'s, with one launch a placement (the CLI shares launches; the CLI tests
/// compare the two through `--expect`).
enum MatrixRows {
    /// The devices the tests run on: an 11-inch and a 13-inch iPad, an iPad mini, and two iPhones.
    static let devices = ["ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4", "ipad-mini-a17-pro", "iphone-16", "iphone-16-pro-max"]
        .compactMap { try? Device.named($0) }

    /// iPadOS 18: the classic windows (full screen, Split View, Slide Over), the words most tests check.
    static let classic = OSVersion(18)

    static func rows(_ description: AppDescription, devices: [Device] = devices, os: OSVersion = classic) throws -> [JSONValue] {
        let app = try RunnableApp.described(description)
        return AppMatrix(devices: devices, app: app, osVersion: { _ in os }, notes: false, reusingLaunches: false).jsonRows
    }

    /// Compares `recorded` (rows and description, on `devices`) with `now`.
    static func compare(
        recorded: AppDescription, now: AppDescription, recordedDevices: [Device] = devices, os: OSVersion = classic
    ) throws -> MatrixComparison {
        let expectation = MatrixExpectation(description: recorded, rows: try rows(recorded, devices: recordedDevices, os: os))
        return try MatrixComparison(expectation: expectation, current: try rows(now, os: os), description: now) { try rows($0, os: os) }
    }
}
