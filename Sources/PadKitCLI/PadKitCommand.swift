import ArgumentParser

/// `padkit`: what an iPhone app becomes on every iPad window, and what it must handle.
public struct PadKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "padkit",
        abstract: "See what your app gets in every iPad and iPhone window: sizes, size classes, orientations.",
        subcommands: [
            MatrixCommand.self, DevicesCommand.self, TraitsCommand.self, SimulateCommand.self, AppCommand.self, LayoutCommand.self,
            LintCommand.self, ExportCommand.self, AuditCommand.self,
        ],
        defaultSubcommand: nil
    )

    public init() {}
}
