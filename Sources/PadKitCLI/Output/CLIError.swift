/// The one error type `padkit`'s commands throw for input they cannot use (options that contradict
/// each other, a scenario or constraint file that cannot be read or parsed): the message names
/// the bad value and where it was. ArgumentParser prints it after `Error: ` and exits with 1,
/// without the usage text a ``ValidationError`` adds.
struct CLIError: Error, CustomStringConvertible {
    /// What was wrong, naming the option, file or JSON path.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}
