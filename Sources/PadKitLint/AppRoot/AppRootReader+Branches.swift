import SwiftSyntax

extension AppRootReader {
    /// Where a piece of code sits among the branches of an `if`, a `switch` or a ternary: the
    /// condition as written (`UIDevice.current.userInterfaceIdiom == .phone`, `case .phone`,
    /// `else of isLoggedIn`), and what that says about the branch.
    struct BranchContext: Equatable {
        /// The condition as a reader would say it.
        var condition: String
        /// The branch is an `else` or a `default`: it runs when the others do not.
        var isFallback: Bool
        /// The branch's first statement or value, where the `unresolved` entry points.
        var anchor: Syntax
    }

    /// The documented rule for a root built in branches (issue 34): the main interface over an
    /// external display and over a sign-in screen; the iPad branch over the phone branch (and the
    /// regular-width branch over the compact one); otherwise the first branch in source order, an
    /// `else` or `default` last. Every branch is evaluated on its own and never merged.
    ///
    /// - Returns: the index of the branch to follow.
    static func followedBranch(_ options: [(context: BranchContext?, text: String, className: String?)]) -> Int {
        let ranks = options.enumerated().map { offset, option -> [Int] in
            let condition = option.context?.condition.lowercased() ?? ""
            let fallback = option.context?.isFallback ?? false
            let text = (option.text + " " + (option.className ?? "")).lowercased()
            let external = condition.contains("external") || text.contains("externaldisplay") ? 1 : 0
            let login = isPreliminary(text) || (mentionsSignInState(condition) && (fallback != isNegated(condition))) ? 1 : 0
            let phone = phoneBranch(condition, fallback: fallback) ? 1 : 0
            return [external, login, phone, fallback ? 1 : 0, offset]
        }
        return ranks.indices.min { ranks[$0].lexicographicallyPrecedes(ranks[$1]) } ?? 0
    }

    /// A screen shown before the main interface (sign-in, onboarding, set-up, a launch screen
    /// while loading), by the names the code gives it.
    static func isPreliminary(_ text: String) -> Bool {
        [
            "login", "signin", "signup", "onboarding", "welcome", "authentication", "registration", "setupview", "launchscreen", "splash",
            "loading",
        ]
        .contains { text.contains($0) }
    }

    /// A condition on whether the user is signed in (`isLoggedIn`, `registered`, `isAuthenticated`).
    static func mentionsSignInState(_ condition: String) -> Bool {
        ["loggedin", "signedin", "authenticated", "registered", "registred", "haskeypair", "session"].contains { condition.contains($0) }
    }

    /// `!isLoggedIn`, `isLoggedIn == false`.
    static func isNegated(_ condition: String) -> Bool {
        let trimmed = condition.hasPrefix("else of ") ? String(condition.dropFirst(8)) : condition
        return trimmed.hasPrefix("!") || trimmed.contains("== false") || trimmed.contains("!= true") || trimmed.contains("== nil")
    }

    /// The branch a phone (or a compact-width window) takes when the condition tests the idiom
    /// or the size class: `case .phone`, `idiom == .phone`, `else` of an iPad test, `== .compact`.
    static func phoneBranch(_ condition: String, fallback: Bool) -> Bool {
        let phone = condition.contains(".phone") || condition.contains("== .compact") || condition.contains("case .compact")
        let pad =
            condition.contains(".pad") || condition.contains("ipad") || condition.contains("ispad") || condition.contains("padlayout")
            || condition.contains("== .regular") || condition.contains("case .regular")
        guard phone || pad else { return false }
        let negated = condition.contains("!=") || isNegated(condition)
        // The `else` of `idiom == .phone` is the iPad's; the `else` of `isPad` the phone's.
        return (phone != negated) != fallback
    }

    /// The `if`, `switch` or ternary branch `node` sits in, up to (not past) `limit`.
    static func branchContext(of node: some SyntaxProtocol, within limit: Syntax? = nil) -> BranchContext? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current, parent.id != limit?.id {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) {
                return nil
            }
            if let conditional = parent.as(IfExprSyntax.self) {
                let condition = conditional.conditions.trimmedText
                if conditional.body.id == child.id { return BranchContext(condition: condition, isFallback: false, anchor: child) }
                if conditional.elseBody?.id == child.id, child.is(CodeBlockSyntax.self) {
                    return BranchContext(condition: "else of " + condition, isFallback: true, anchor: child)
                }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject.trimmedText ?? ""
                if switchCase.label.is(SwitchDefaultLabelSyntax.self) {
                    return BranchContext(condition: "default of \(subject)", isFallback: true, anchor: Syntax(switchCase))
                }
                let label = switchCase.label.trimmedText.replacingOccurrences(of: ":", with: "")
                return BranchContext(condition: "\(subject) \(label)", isFallback: false, anchor: Syntax(switchCase))
            }
            if let ternary = parent.as(TernaryExprSyntax.self) {
                let condition = ternary.condition.trimmedText
                if ternary.thenExpression.id == child.id { return BranchContext(condition: condition, isFallback: false, anchor: child) }
                if ternary.elseExpression.id == child.id {
                    return BranchContext(condition: "else of " + condition, isFallback: true, anchor: child)
                }
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// The unresolved entry for a branch the reader did not follow.
    mutating func unfollowed(_ context: BranchContext?, what: String, path: String, at node: some SyntaxProtocol) {
        let condition = context.map { "when '\(Self.shortened($0.condition))'" } ?? "in another place"
        unresolve(
            path,
            """
            a branch not followed: \(condition) the code builds \(what); PadKit follows one branch (the main interface over an external \
            display or a sign-in screen, the iPad branch over the phone's, else the first), never several
            """,
            at: context?.anchor ?? Syntax(node))
    }

    /// Chooses among expressions that build the same controller in different branches, evaluating
    /// each on its own, and lists the others.
    mutating func branch(_ options: [ExprSyntax], at node: ExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        var attempts: [(node: AppRootNode?, notes: [UnresolvedItem], storyboards: [StoryboardUse])] = []
        for option in options {
            let (savedNotes, savedStoryboards) = (unresolved, storyboards)
            unresolved = []
            storyboards = []
            let built = evaluate(option, in: scope, path: path)
            attempts.append((built, unresolved, storyboards))
            unresolved = savedNotes
            storyboards = savedStoryboards
        }
        let contexts = options.map { Self.branchContext(of: $0) }
        let chosen = Self.followedBranch(
            options.indices.map { index in
                (contexts[index], Self.short(options[index]), attempts[index].node?.className)
            })
        unresolved += attempts[chosen].notes
        storyboards += attempts[chosen].storyboards
        for index in options.indices where index != chosen {
            unfollowed(contexts[index], what: "'\(Self.short(options[index]))'", path: path, at: options[index])
        }
        return attempts[chosen].node
    }

    /// The branches of `if` and `switch` statements in `statements` that are not followed, as
    /// ranges of source positions, so that what the code does to a controller in exclusive
    /// branches is never merged; each branch left out that touches one of `receivers` is listed.
    mutating func excludedBranches(in statements: [CodeBlockItemSyntax], receivers: [String], path: String) -> [Range<AbsolutePosition>] {
        var excluded: [Range<AbsolutePosition>] = []
        for statement in statements {
            for choice in Self.choices(in: Syntax(statement.item)) {
                let touched = choice.branches.map { branch in
                    branch.body.contains { item in Self.touches(receivers, in: Syntax(item)) }
                }
                guard touched.filter({ $0 }).count >= 1, choice.branches.count > 1 else { continue }
                let chosen = Self.followedBranch(
                    choice.branches.map { ($0.context, $0.body.map(\.trimmedText).joined(separator: " "), nil) })
                for (index, branch) in choice.branches.enumerated() where index != chosen {
                    guard let first = branch.body.first, let last = branch.body.last else { continue }
                    excluded.append(first.position..<last.endPosition)
                    if touched[index] {
                        unfollowed(branch.context, what: "the controller differently", path: path, at: first)
                    }
                }
            }
        }
        return excluded
    }

    /// One `if`/`else` chain or `switch` and its branches, outermost first, not inside closures.
    struct Choice {
        var branches: [(context: BranchContext?, body: [CodeBlockItemSyntax])]
    }

    static func choices(in node: Syntax) -> [Choice] {
        final class Finder: SyntaxVisitor {
            var found: [Choice] = []
            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                // An `else if` is a branch of the outer chain, not a chain of its own.
                if node.parent?.is(IfExprSyntax.self) == true { return .visitChildren }
                var branches: [(BranchContext?, [CodeBlockItemSyntax])] = []
                var current: IfExprSyntax? = node
                var previous: [String] = []
                while let conditional = current {
                    let condition = conditional.conditions.trimmedText
                    branches.append(
                        (
                            BranchContext(condition: condition, isFallback: false, anchor: Syntax(conditional.body)),
                            Array(conditional.body.statements)
                        ))
                    previous.append(condition)
                    switch conditional.elseBody {
                    case .ifExpr(let next): current = next
                    case .codeBlock(let block):
                        branches.append(
                            (
                                BranchContext(
                                    condition: "else of " + previous.joined(separator: ", "), isFallback: true, anchor: Syntax(block)),
                                Array(block.statements)
                            ))
                        current = nil
                    case nil: current = nil
                    }
                }
                // A lone `if` without `else` adds to what runs anyway; only a choice excludes.
                if branches.count > 1 { found.append(Choice(branches: branches)) }
                return .visitChildren
            }
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                let subject = node.subject.trimmedText
                let branches: [(BranchContext?, [CodeBlockItemSyntax])] = node.cases.compactMap { element in
                    guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
                    let isDefault = switchCase.label.is(SwitchDefaultLabelSyntax.self)
                    let label = switchCase.label.trimmedText.replacingOccurrences(of: ":", with: "")
                    return (
                        BranchContext(
                            condition: isDefault ? "default of \(subject)" : "\(subject) \(label)", isFallback: isDefault,
                            anchor: Syntax(switchCase)),
                        Array(switchCase.statements)
                    )
                }
                if branches.count > 1 { found.append(Choice(branches: branches)) }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// Whether `node` sets something the reader reads on one of `receivers` (its children, title,
    /// delegate, tab bar mode, a split property) or calls one of the methods it follows.
    static func touches(_ receivers: [String], in node: Syntax) -> Bool {
        let properties = Set(["viewControllers", "tabs", "title", "mode", "delegate"] + splitProperties.map(\.name))
        let methods: Set<String> = ["setViewControllers", "setViewController", "pushViewController", "addChild", "init"]
        return assignments(in: node).contains { assignment in
            let (receiver, property) = split(assignment.target)
            return receivers.contains(receiver) && properties.contains(property)
        }
            || calls(in: node).contains { call in
                guard let (receiver, method) = callee(call) else { return false }
                return receivers.contains(receiver) && methods.contains(method)
            }
    }
}
