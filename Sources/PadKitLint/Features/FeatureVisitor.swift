import SwiftSyntax

/// Walks one Swift file for the APIs of every ``AppFeature``: type names used as values or types
/// (`UIKeyCommand(...)`, `[UIKeyCommand]`, `let hinge: DeviceHinge?`), SwiftUI modifiers called
/// on a value (`.keyboardShortcut("n")`, `.commands { }`) and the `buildMenu(with:)` override.
///
/// A modifier is only counted when it is called (a `.commands` property read is not a menu), and
/// a name in a comment or a string is never a token the walk sees.
final class FeatureVisitor: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private(set) var adoptions: [FeatureAdoption] = []

    private static let features: [(name: String, feature: AppFeature)] = AppFeature.allCases.flatMap { feature in
        feature.typeNames.map { ($0, feature) }
    }
    private static let modifiers: [(name: String, feature: AppFeature)] = AppFeature.allCases.flatMap { feature in
        feature.modifierNames.map { ($0, feature) }
    }

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// The adoptions recorded so far, by API and line: one line that names an API twice
    /// (`UIKeyCommand(input: UIKeyCommand.inputLeftArrow, ...)`) is one adoption.
    private var recorded: Set<String> = []

    private func record(_ feature: AppFeature, api: String, at node: some SyntaxProtocol) {
        let line = node.startLocation(converter: converter).line
        guard recorded.insert("\(api) \(line)").inserted else { return }
        adoptions.append(FeatureAdoption(feature: feature, api: api, path: path, line: line))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let match = Self.features.first(where: { $0.name == name }) { record(match.feature, api: name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if let match = Self.features.first(where: { $0.name == name }) { record(match.feature, api: name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let match = Self.modifiers.first(where: { $0.name == name }) {
                record(match.feature, api: ".\(name)", at: member.declName)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `override func buildMenu(with builder: UIMenuBuilder)`: UIResponder's menu-bar hook.
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if node.name.text == "buildMenu", labels == ["with"] { record(.menuBar, api: "buildMenu(with:)", at: node.name) }
        return .visitChildren
    }
}
