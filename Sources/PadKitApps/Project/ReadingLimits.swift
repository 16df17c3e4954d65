/// Bounds on what `padkit app init` reads, so a huge or hostile project or storyboard is refused
/// with the limit it hit instead of hanging or exhausting memory.
///
/// Real projects stay far below the defaults: a large app's `project.pbxproj` is a few MB and its
/// biggest storyboard a few MB with some thousands of elements. Interface Builder never writes a
/// DTD, so a storyboard that declares entities (the billion-laughs attack) is refused outright and
/// external entities are never resolved.
public struct ReadingLimits: Sendable, Hashable {
    /// One limit.
    public enum Limit: String, Sendable, Hashable, CustomStringConvertible {
        /// Bytes in one file.
        case fileSize = "file size (bytes)"
        /// XML elements open at once.
        case nestingDepth = "nesting depth"
        /// XML elements in one file.
        case elementCount = "element count"
        /// `<!ENTITY` declarations (Interface Builder writes none).
        case entityDeclarations = "entity declarations"
        /// Storyboard and xcconfig files read for one app (references and includes).
        case fileCount = "file count"

        public var description: String { rawValue }
    }

    /// Bytes in one file (default 32 MB).
    public var fileBytes: Int
    /// XML elements open at once (default 256).
    public var depth: Int
    /// XML elements in one file (default 2,000,000).
    public var elements: Int
    /// Storyboards and xcconfig files read for one app (default 1,000).
    public var files: Int

    public init(fileBytes: Int = 32 << 20, depth: Int = 256, elements: Int = 2_000_000, files: Int = 1_000) {
        self.fileBytes = fileBytes
        self.depth = depth
        self.elements = elements
        self.files = files
    }
}
