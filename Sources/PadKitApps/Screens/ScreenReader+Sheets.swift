import Foundation

extension ScreenReader.Context {
    /// The first Interface Builder whose UIKit presents modally as a sheet by default: Xcode 11's
    /// plug-in (iOS 13's `UIModalPresentationStyle.automatic`, a page sheet on an iPhone).
    static let automaticSheetVersion = 15000

    /// The presentation styles that show a card on an iPhone: the default (`automatic`, written
    /// as no `modalPresentationStyle`), and page and form sheets, which compact width adapts to
    /// a page sheet.
    static let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]

    /// The segue kinds that present modally: `presentation`, and `modal` in older files.
    static let presentationKinds: Set<String> = ["presentation", "modal"]

    /// The controllers Interface Builder shows presented as a sheet's card without the file saying
    /// so (its simulated size left "Inferred"): the destination of a `presentation` segue of a
    /// sheet style (``sheetStyles``), in a file laid out by Xcode 11 or later
    /// (``automaticSheetVersion``), and, when that destination is a navigation controller, the
    /// controllers its stack shows (its root and what is pushed from it). A controller with a
    /// simulated size of its own (`simulatedDestinationMetrics`) keeps it (``explicitBars(_:into:)``).
    ///
    /// Interface Builder's frames show it: 26 of the 28 such navigation controllers in the apps
    /// read (Habitica, Tinode, Element, Delta, DuckDuckGo, AltStore) store their bar at the
    /// card's top (`y="0.0"`) and 56 pt high, the height of a navigation bar in a sheet (108 with
    /// a large title), where a full-screen stack's bar sits below the status bar and is 44 high;
    /// its root view starts below that bar (`docs/sources.md`, "habitica: presented navigation
    /// stacks as sheets").
    static func presentedAsSheet(_ controllers: [String: XMLTree], layoutVersion: Int) -> [String] {
        guard layoutVersion >= automaticSheetVersion else { return [] }
        var presented: Set<String> = []
        for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            // A presentation may hang on the controller or on any control, cell or bar item of its
            // scene; its style is the segue's, else the destination's own. A plain controller
            // presented from a control is left as it was: Go Map!!'s Xcode 26 card of that kind
            // keeps its views below a 48-pt inset no rule read explains (`docs/sources.md`,
            // "habitica: presented navigation stacks as sheets").
            let connections = Set(segues(controller).compactMap { $0["id"] })
            for segue in controller.descendants where segue.name == "segue" && presentationKinds.contains(segue["kind"] ?? "") {
                guard let destination = segue["destination"] else { continue }
                guard connections.contains(segue["id"] ?? "") || controllers[destination]?.name == "navigationController" else { continue }
                let style = segue["modalPresentationStyle"] ?? controllers[destination]?["modalPresentationStyle"]
                if sheetStyles.contains(style) { presented.insert(destination) }
            }
        }
        // A controller another controller holds (a relationship, an embed) or presents in another
        // style (full screen) is not inferred a sheet.
        for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            for segue in controller.descendants where segue.name == "segue" {
                guard let destination = segue["destination"], presented.contains(destination) else { continue }
                let kind = segue["kind"] ?? ""
                let style = segue["modalPresentationStyle"] ?? controllers[destination]?["modalPresentationStyle"]
                if ["relationship", "embed"].contains(kind) || (presentationKinds.contains(kind) && !sheetStyles.contains(style)) {
                    presented.remove(destination)
                }
            }
        }
        var result: Set<String> = []
        for id in presented.sorted() {
            guard let controller = controllers[id] else { continue }
            guard controller.name == "navigationController" else {
                result.insert(id)
                continue
            }
            guard controller["navigationBarHidden"] != "YES" else { continue }
            var queue = segues(controller).filter { $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
            var seen: Set<String> = []
            while let next = queue.first {
                queue.removeFirst()
                guard seen.insert(next).inserted, let target = controllers[next], target.name != "navigationController" else { continue }
                result.insert(next)
                for segue in shownSegues(target) {
                    if let d = segue["destination"] { queue.append(d) }
                }
            }
        }
        return result.sorted()
    }

    /// The segue kinds that show their destination in the source's navigation stack, under its
    /// bar: `show` (`push` in old files) and `showDetail`, which Interface Builder simulates like
    /// `show` (``simulatedBarsByController()``).
    static let pushKinds: Set<String> = ["show", "push", "showDetail"]

    /// The segues that show a controller in `controller`'s navigation stack (``pushKinds``),
    /// wherever its scene starts them: the controller itself, a bar button item of its
    /// navigation item, a button or table cell of its view. Interface Builder infers the pushed
    /// scene's navigation bar from any of them.
    static func shownSegues(_ controller: XMLTree) -> [XMLTree] {
        controller.descendants.filter { $0.name == "segue" && pushKinds.contains($0["kind"] ?? "") }
    }

    /// The `<segue>`s of `controller`'s connections (its relationships, embeds and its own
    /// segues); ``shownSegues(_:)`` and the presentations above also read its scene's controls.
    static func segues(_ controller: XMLTree) -> [XMLTree] {
        (controller.child("connections")?.children ?? []).filter { $0.name == "segue" }
    }
}
