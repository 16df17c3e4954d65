/// libFuzzer's entry point for a SwiftPM executable.
///
/// SwiftPM links an executable target with its own entry point (`<target>_main`) standing in for
/// `main`, so libFuzzer's `main` never runs. Each target's `@main` calls ``run(_:)`` instead, which
/// hands the command line to `LLVMFuzzerRunDriver`, the driver libFuzzer exports for programs that
/// keep their own `main` (LLVM's libFuzzer documentation, "Using libFuzzer as a library").
public enum FuzzDriver {
    /// The body the C callback runs; set once, before the driver starts, and only read after.
    nonisolated(unsafe) private static var body: (UnsafeRawBufferPointer) -> Void = { _ in }

    /// Runs libFuzzer with the process's arguments, calling `body` with every input; exits with
    /// libFuzzer's status.
    public static func run(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzDriver.body(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
        exit(status)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_silgen_name("exit")
private func exit(_ status: CInt) -> Never
