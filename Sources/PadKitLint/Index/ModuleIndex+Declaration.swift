import SwiftSyntax

extension ModuleIndex {
    /// One declaration: what it is, what it is called, where it is, and its syntax.
    public struct Declaration: Sendable {
        /// The kinds of declaration the index records.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `class`.
            case `class`
            /// `struct`.
            case `struct`
            /// `enum`.
            case `enum`
            /// `actor`.
            case actor
            /// `protocol`.
            case `protocol`
            /// `extension`; ``Declaration/name`` is the extended type.
            case `extension`
            /// `func`.
            case function
            /// `init`; ``Declaration/name`` is `init`.
            case initializer
            /// `var` / `let` in a type or at file scope (one per bound name).
            case property
            /// `typealias`.
            case typeAlias

            /// The kinds that declare a type of their own.
            public static let nominalTypes: Set<Kind> = [.class, .struct, .enum, .actor, .protocol]
        }

        /// What kind of declaration it is.
        public let kind: Kind
        /// The simple name: `FeedViewController`, `makeShareSheet`, `shareButton`, `init`.
        public let name: String
        /// The Swift name with argument labels for functions and initializers
        /// (`makeShareSheet(items:)`), else the same as ``name``.
        public let fullName: String
        /// The type the declaration is a member of (for a member of an extension, the extended
        /// type), `nil` at file scope.
        public let container: String?
        /// A function's return type, a property's annotated type, a type alias's target, as
        /// written (`UIActivityViewController`, `some View`); `nil` when not written.
        public let typeName: String?
        /// For types and extensions, the inheritance clause as written, superclass (if any) first.
        public let inheritedTypes: [String]
        /// Whether it is `static` or `class`.
        public let isStatic: Bool
        /// The file, relative to the lint root, as findings print it.
        public let path: String
        /// The 1-based line of the declaration's first token (after attributes' trivia).
        public let line: Int
        /// The 1-based column (UTF-8) of that token.
        public let column: Int
        /// The declaration's syntax, from the linter's parse; holds the file's tree alive.
        public let node: Syntax

        /// Creates a declaration record.
        public init(
            kind: Kind, name: String, fullName: String, container: String?, typeName: String?,
            inheritedTypes: [String], isStatic: Bool, path: String, line: Int, column: Int, node: Syntax
        ) {
            self.kind = kind
            self.name = name
            self.fullName = fullName
            self.container = container
            self.typeName = typeName
            self.inheritedTypes = inheritedTypes
            self.isStatic = isStatic
            self.path = path
            self.line = line
            self.column = column
            self.node = node
        }

        /// `path:line`, as messages print a place.
        public var location: String { "\(path):\(line)" }
    }
}
