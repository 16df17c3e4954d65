import ArgumentParser
@testable import PadKitCLI

/// Runs a `padkit` command line in-process and returns what it would print.
enum CLIRunner {
    struct UnknownCommand: Error {}

    static func render(_ arguments: [String]) throws -> String {
        let command = try PadKitCommand.parseAsRoot(arguments)
        switch command {
        case let devices as DevicesCommand: return devices.render()
        case let matrix as MatrixCommand: return try matrix.render()
        case let traits as TraitsCommand: return try traits.render()
        default: throw UnknownCommand()
        }
    }
}
