import PadKitCLI

PadKitCommand.main()
