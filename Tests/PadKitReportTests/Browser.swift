import Foundation

/// A headless Chromium for the browser test: `$CHROMIUM` if set, else the first of `chromium`,
/// `chromium-browser`, `google-chrome` on the `PATH`. CI installs the Debian package `chromium`
/// (`.ci/run`); locally the test is skipped, and says why, when none is found.
enum Browser {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories {
                let candidate = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the browser headless with `arguments` and returns what it printed on standard output.
    static func run(_ arguments: [String]) throws -> String {
        guard let path else { throw Failure(description: "no Chromium found") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--disable-dev-shm-usage", "--force-device-scale-factor=1",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
