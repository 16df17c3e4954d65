import Foundation
import PadKit

/// The root an app builds in Swift, in app-description terms: the report `padkit-lint app-root
/// DIR... --format json` writes, read back by `padkit`. The report's shape is the contract
/// ``PadKitDescription/AppRootDocument`` (shared with the linter); this is its content in the
/// description's model: `root` a controller node (or `nil`: the code sets no root), `storyboards`
/// the places the code instantiates a controller from a storyboard (which the project reader
/// resolves), `presentations` the named presentations the code can make (SwiftUI's `.sheet`,
/// `.fullScreenCover` and `.popover`).
public struct AppRootDescription: Sendable {
    public var root: ControllerDescription?
    public var unresolved: [UnresolvedItem]
    public var storyboards: [StoryboardUse]
    /// The presentations the code can make.
    public var presentations: [NamedPresentation]
    /// The collapse answers of the app's split view controller subclasses that are their own
    /// delegate, by class, for the storyboard's splits of those classes.
    public var splitDelegates: [(className: String, answers: SplitDelegateDescription)] = []
    /// The app's preferred scene size as its code sets it (`UISceneSizeRestrictions`), for the
    /// description's `"sizeRestrictions"`.
    public var sizeRestrictions: SceneSizeRestrictions?

    public init(
        root: ControllerDescription?, unresolved: [UnresolvedItem] = [], storyboards: [StoryboardUse] = [],
        presentations: [NamedPresentation] = []
    ) {
        self.root = root
        self.unresolved = unresolved
        self.storyboards = storyboards
        self.presentations = presentations
    }

    /// Reads the report. A node the contract refuses degrades instead of failing the read
    /// (``degrading(_:problem:)``): it becomes a placeholder at its path, or a refused value is
    /// left out, and the reason is listed under `unresolved` with its `source`; the rest is kept.
    /// Only output that is not JSON, or not an object, is ``ProjectReadingError/appRootFailed(reason:)``.
    ///
    /// - Throws: a ``ProjectReadingError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers).
    public init(json data: Data) throws {
        var value: JSONValue
        do {
            value = try JSONValue(jsonData: data)
        } catch {
            throw ProjectReadingError.appRootFailed(reason: "its output is not JSON (\(error.localizedDescription))")
        }
        var degraded: [UnresolvedItem] = []
        // Each round degrades one place; a report has fewer refused places than nodes.
        for _ in 0..<256 {
            let reader = DescriptionReader()
            let read = Self.read(value, reader: reader)
            guard let problem = reader.problems.first else {
                guard let read else { break }
                self = read
                unresolved += degraded
                return
            }
            guard let (next, note) = Self.degrading(value, problem: problem) else {
                throw ProjectReadingError.appRootFailed(
                    reason: "its output breaks the contract: " + reader.problems.map(\.description).joined(separator: "; "))
            }
            value = next
            degraded.append(note)
        }
        throw ProjectReadingError.appRootFailed(reason: "its output breaks the contract in too many places to read")
    }

    /// The report's parts as the contract reads them; problems go to `reader`.
    static func read(_ value: JSONValue, reader: DescriptionReader) -> AppRootDescription? {
        guard let document = AppRootDocument(reading: value, reader: reader) else { return nil }
        let root = document.root.flatMap { reader.controller($0, path: "root") }
        let presentations =
            document.presentations.isEmpty
            ? []
            : reader.presentations(
                .object(document.presentations.map { ($0.name, $0.value) }), path: "presentations")
        var description = AppRootDescription(
            root: root, unresolved: document.unresolved, storyboards: document.storyboards, presentations: presentations)
        description.splitDelegates = document.splitDelegates.compactMap { name, answers in
            reader.splitDelegate(answers, path: "splitDelegates.\(name)").map { (name, $0) }
        }
        description.sizeRestrictions = document.sizeRestrictions.flatMap { reader.sizeRestrictions($0, path: "sizeRestrictions") }
        return description
    }
}

extension AppRootDescription {
    /// The report with every `source` (nodes, unresolved entries, presentations) passed through `transform`.
    func rebasingSources(_ transform: (String) -> String) -> AppRootDescription {
        var report = self
        report.root = root?.mappingNodes { node in
            var node = node
            node.source = node.source.map(transform)
            return node
        }
        report.unresolved = unresolved.map { item in
            var item = item
            item.source = item.source.map(transform)
            return item
        }
        report.presentations = presentations.map { presentation in
            var presentation = presentation
            presentation.source = presentation.source.map(transform)
            return presentation
        }
        return report
    }
}
