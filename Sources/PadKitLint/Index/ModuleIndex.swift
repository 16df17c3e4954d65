import SwiftSyntax

/// Every declaration of the files linted in one run, by name: the module-wide view a rule needs
/// when what it checks is built in one file and used in another.
///
/// The index is filled from the syntax trees of the linter's single parse (no file is read or
/// parsed twice) before any rule runs, and is immutable afterwards, so every worker reads it
/// without locks. It records declarations, not uses: types with what they inherit, functions
/// and initializers with their signatures, properties with their types, each with its syntax
/// node and its file, line and column. Rules ask it questions such as "which function named
/// `makeShareSheet` returns a popover?" or "does `FeedCell` descend from `UIView`?"; other tools
/// (finding the root view controller an app builds) can walk ``declarations`` themselves.
///
/// Names are resolved the way a reader of one module would: by simple name, without overload
/// resolution or access control. A question with several candidate answers that disagree gets
/// no answer, so rules stay silent rather than guess.
public struct ModuleIndex: Sendable {
    /// All declarations, in file order (by display path) and then source order.
    public let declarations: [Declaration]
    /// Declarations by ``Declaration/name``, indices into ``declarations``.
    private let byName: [String: [Int]]
    /// What the declarations mean for the rules, worked out once while indexing.
    /// Set only while the index is built (``resolveIdiomCandidates()``).
    var facts: IndexFacts
    /// The words the rules react to, with the names of this module's idiom helpers and alert
    /// presenters: the rule walk skips code that holds none. Tests narrow it to one rule's words.
    var triggerWords = TriggerWords(moduleWords: [])

    /// An index with nothing in it.
    public static let empty = ModuleIndex(declarations: [], facts: IndexFacts())

    /// Creates an index of `declarations` (in the order they should be listed).
    public init(declarations: [Declaration]) {
        self.init(declarations: declarations, facts: IndexFacts())
    }

    init(declarations: [Declaration], facts: IndexFacts) {
        self.declarations = declarations
        var byName: [String: [Int]] = [:]
        byName.reserveCapacity(declarations.count)
        for offset in declarations.indices {
            byName[declarations[offset].name, default: []].append(offset)
        }
        self.byName = byName
        self.facts = facts
        resolveIdiomCandidates()
        let moduleWords = Array(self.facts.idiomHelpers.keys) + Array(self.facts.idiomValues.keys) + Array(self.facts.alertPresenters.keys)
        if !moduleWords.isEmpty { triggerWords = TriggerWords(moduleWords: moduleWords.sorted()) }
    }

    /// Declarations named `name` (the base name for functions: `makeShareSheet` for
    /// `makeShareSheet(items:)`), optionally only of some kinds, in ``declarations`` order.
    public func declarations(named name: String, kinds: Set<Declaration.Kind>? = nil) -> [Declaration] {
        (byName[name] ?? []).map { declarations[$0] }.filter { kinds?.contains($0.kind) ?? true }
    }

    /// The classes, structures, enumerations, actors and protocols named `name`.
    public func types(named name: String) -> [Declaration] {
        declarations(named: name, kinds: Declaration.Kind.nominalTypes)
    }

    /// Functions named `name` (base name).
    public func functions(named name: String) -> [Declaration] {
        declarations(named: name, kinds: [.function])
    }

    /// Properties named `name`.
    public func properties(named name: String) -> [Declaration] {
        declarations(named: name, kinds: [.property])
    }

    /// Everything `typeName` inherits or conforms to as written in its declaration and its
    /// extensions in this module, in declaration order, without duplicates.
    public func inheritedTypes(of typeName: String) -> [String] {
        var result: [String] = []
        for declaration in declarations(named: typeName, kinds: Declaration.Kind.nominalTypes.union([.extension])) {
            for name in declaration.inheritedTypes where !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// The chain of superclasses of the class `typeName`: its superclass, then that class's
    /// superclass while it is declared in this module, ending with the first one that is not
    /// (`UIViewController`, say). Empty when `typeName` is not a class of this module or has no
    /// superclass. A cycle (invalid code) ends the chain.
    public func superclassChain(of typeName: String) -> [String] {
        var chain: [String] = []
        var current = typeName
        while let declaration = types(named: current).first(where: { $0.kind == .class }),
            let superclass = declaration.inheritedTypes.first, !chain.contains(superclass), superclass != typeName
        {
            chain.append(superclass)
            current = superclass
        }
        return chain
    }

    /// Whether `typeName`, one of its superclasses, or anything they inherit (through this
    /// module's declarations) is one of `names`.
    public func inherits(_ typeName: String, fromAnyOf names: Set<String>) -> Bool {
        var seen: Set<String> = []
        var pending = [typeName]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if names.contains(next) { return true }
            pending += inheritedTypes(of: next)
        }
        return false
    }

    /// Every type `typeName` inherits from or conforms to, directly or through this module's
    /// declarations, including itself.
    public func ancestry(of typeName: String) -> [String] {
        var seen: [String] = []
        var pending = [typeName]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !seen.contains(next) else { continue }
            seen.append(next)
            pending += inheritedTypes(of: next)
        }
        return seen
    }
}
