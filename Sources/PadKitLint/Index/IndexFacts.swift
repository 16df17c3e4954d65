import SwiftSyntax

/// What the module's declarations mean for the rules, worked out per file while indexing and
/// merged: project helpers that answer "is this an iPad?", and functions and properties that
/// build a popover.
struct IndexFacts: Sendable {
    /// Functions and properties whose whole body is an idiom comparison
    /// (`var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`), or a test of another
    /// such helper or idiom value (`var isPhone: Bool { !isPad }`), by name.
    var idiomHelpers: [String: [IdiomHelper]] = [:]
    /// Functions and properties whose value is the idiom, or a project value that stands for it
    /// (`static var current: Device { UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone }`), by name.
    var idiomValues: [String: [IdiomValue]] = [:]
    /// Functions and properties that may test or stand for the idiom through another helper of
    /// the module; ``ModuleIndex`` resolves them once every file is indexed. In file order.
    var idiomCandidates: [IdiomCandidate] = []
    /// Functions and properties that return a controller that is a popover on iPad, unanchored.
    var popoverProducers: [String: [PopoverProducer]] = [:]
    /// Functions that build an alert whose style is one of their parameters and present it
    /// without an anchor; a call that passes `.actionSheet` presents an unanchored popover.
    var alertPresenters: [String: [AlertPresenter]] = [:]

    mutating func merge(_ other: IndexFacts) {
        idiomHelpers.merge(other.idiomHelpers) { $0 + $1 }
        idiomValues.merge(other.idiomValues) { $0 + $1 }
        idiomCandidates += other.idiomCandidates
        popoverProducers.merge(other.popoverProducers) { $0 + $1 }
        alertPresenters.merge(other.alertPresenters) { $0 + $1 }
    }
}

/// Where a call's argument is: by label, or by position for an unlabelled parameter.
struct ArgumentSlot: Sendable, Equatable {
    /// The external label; `nil` for `_`.
    let label: String?
    /// The 0-based position among the parameters.
    let position: Int

    /// The argument `call` passes in this slot.
    func argument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let label { return call.argument(labeled: label)?.expression }
        let arguments = Array(call.arguments)
        guard arguments.indices.contains(position), arguments[position].label == nil else { return nil }
        return arguments[position].expression
    }
}

/// A function or property that returns a controller presented as a popover on iPad.
struct PopoverProducer: Sendable {
    /// "an action sheet is a popover on iPad", "a UIActivityViewController is a popover on iPad".
    let kind: String
    /// When the alert's style is a parameter: which one (the producer builds an action sheet only
    /// when the caller passes `.actionSheet` there).
    let styleArgument: ArgumentSlot?
    /// `makeShareSheet(items:)`.
    let fullName: String
    /// `path:line` of the declaration.
    let location: String
}

/// A function that presents an alert whose style it takes as a parameter, without an anchor.
struct AlertPresenter: Sendable {
    /// The parameter that carries the style.
    let styleArgument: ArgumentSlot
    /// `showMenu(style:)`.
    let fullName: String
    /// `path:line` of the declaration.
    let location: String
}

extension ModuleIndex {
    /// The producer named `name` when every function and property of that name is one.
    func popoverProducer(named name: String) -> PopoverProducer? {
        guard let producers = facts.popoverProducers[name], let first = producers.first else { return nil }
        let declared = declarations(named: name, kinds: [.function, .property]).count
        return producers.count == declared ? first : nil
    }

    /// The alert presenter named `name` when every function of that name is one.
    func alertPresenter(named name: String) -> AlertPresenter? {
        guard let presenters = facts.alertPresenters[name], let first = presenters.first,
            presenters.count == functions(named: name).count
        else { return nil }
        return first
    }
}

extension ModuleIndex {
    /// The popover anchors a function of the project may set for the controller it is given or
    /// called on (`delegate` and `sourceRect` alone do not anchor a popover).
    static let popoverAnchorNames = ["sourceView", "sourceItem", "barButtonItem"]

    /// Whether a function of the run named `name` sets a popover's `sourceView`, `sourceItem` or
    /// `barButtonItem` (`func configureAsPopover(barButtonItem:)` in an extension on
    /// `UIViewController`, `func anchor(_ controller:to:)`): a controller given to it, or on which
    /// it is called, is anchored. When several functions have the name, one that anchors is
    /// enough: an `error` must be certain, and the rule cannot tell the overloads apart.
    func functionSetsPopoverAnchor(named name: String) -> Bool {
        functions(named: name).contains { declaration in
            Self.popoverAnchorNames.contains { declaration.node.containsToken($0) }
        }
    }
}
