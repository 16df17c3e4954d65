import Foundation

extension ScreenReader.Context {
    /// The first Interface Builder whose UIKit presents modally as a sheet by default: Xcode 11's
    /// plug-in (iOS 13's `UIModalPresentationStyle.automatic`, a page sheet on an iPhone).
    static let automaticSheetVersion = 15000

    /// The presentation styles that show a card on an iPhone: the default (`automatic`, written
    /// as no `modalPresentationStyle`), and page and form sheets, which compact width adapts to
    /// a page sheet.
    static let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]

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
            for segue in segues(controller)
            where segue["kind"] == "presentation" && sheetStyles.contains(segue["modalPresentationStyle"]) {
                if let destination = segue["destination"] { presented.insert(destination) }
            }
        }
        // A controller another controller holds (a relationship, an embed) or presents in another
        // style (full screen) is not inferred a sheet.
        for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            for segue in segues(controller) {
                guard let destination = segue["destination"], presented.contains(destination) else { continue }
                let kind = segue["kind"] ?? ""
                if ["relationship", "embed"].contains(kind)
                    || (kind == "presentation" && !sheetStyles.contains(segue["modalPresentationStyle"]))
                {
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
                for segue in segues(target) where pushKinds.contains(segue["kind"] ?? "") {
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

    /// The `<segue>`s of `controller`'s scene: its own connections (relationships) and those of
    /// anything it holds, a bar button item of its navigation item, a button or a prototype cell
    /// of its view. Interface Builder simulates a destination's bars from every segue that shows
    /// it, whatever its source: Tinode's tab bar controller pushed from a bar button item (`New
    /// chat`) shows its children under the stack's navigation bar, their safe area 116 pt from the
    /// top (`docs/sources.md`, "habitica: segues from a scene's controls").
    static func segues(_ controller: XMLTree) -> [XMLTree] {
        controller.descendants.filter { $0.name == "segue" }
    }
}
