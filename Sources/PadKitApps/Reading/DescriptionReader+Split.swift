import PadKit
import PadKitSimulator

extension DescriptionReader {
    /// The keys of `"split"`.
    static let splitKeys =
        ["style"] + SplitDescription.columnKeys + ["preferredDisplayMode", "preferredSplitBehavior"]
        + SplitDescription.widthKeys.map(\.key) + [
            "presentsWithGesture", "primaryEdge", "displayModeButtonVisibility", "showsSecondaryOnlyButton", "delegate",
        ]

    func split(_ value: JSONValue, path: String) -> SplitDescription? {
        guard
            let pairs = object(
                value, path: path, keys: Self.splitKeys,
                example: "{\"style\": \"doubleColumn\", \"primary\": {...}, \"secondary\": {...}}")
        else { return nil }
        let p = { (key: String) in "\(path).\(key)" }
        // `init()` makes a classic split view; `init(style:)` a column-style one.
        let style =
            pairs["style"].map { named($0, path: p("style"), cases: SplitViewControllerStyle.allCases, what: "a split view style") }
            ?? .unspecified
        guard let style else { return nil }
        var split = SplitDescription(style: style)
        var columnsRead = true
        for key in SplitDescription.columnKeys {
            guard let item = pairs[key] else { continue }
            guard let node = controller(item, path: p(key)) else {
                columnsRead = false
                continue
            }
            let column = SplitColumn(name: key) ?? .primary
            if style == .unspecified && (column == .supplementary || column == .compact) {
                problem(
                    p(key),
                    SplitViewControllerError.unsupportedColumn(column, style: style).description
                        + " (classic splits take primary and secondary)")
            } else if style == .doubleColumn && column == .supplementary {
                problem(p(key), SplitViewControllerError.unsupportedColumn(column, style: style).description)
            } else if style != .unspecified && (column == .primary || column == .supplementary), case .tabs = node.kind {
                problem(p(key), SplitViewControllerError.tabBarControllerInSidebar(column).description)
            }
            switch column {
            case .primary: split.primary = node
            case .supplementary: split.supplementary = node
            case .secondary: split.secondary = node
            case .compact: split.compact = node
            }
        }
        if split.primary == nil && pairs["primary"] == nil {
            problem(p("primary"), "missing; a split view controller needs its primary column")
        }
        split.preferredDisplayMode = pairs["preferredDisplayMode"].flatMap {
            named($0, path: p("preferredDisplayMode"), cases: SplitDisplayMode.allCases, what: "a display mode")
        }
        split.preferredSplitBehavior = pairs["preferredSplitBehavior"].flatMap {
            named($0, path: p("preferredSplitBehavior"), cases: SplitBehavior.allCases, what: "a split behavior")
        }
        for (key, keyPath) in SplitDescription.widthKeys {
            guard let item = pairs[key] else { continue }
            let isFraction = key.hasSuffix("Fraction")
            if let number = number(
                item, path: p(key), in: isFraction ? 0...1 : 0...10_000,
                what: isFraction ? "a fraction of the split's width" : "a width in points")
            {
                split.columnWidths[keyPath: keyPath] = number
            }
        }
        split.presentsWithGesture = pairs["presentsWithGesture"].flatMap { bool($0, path: p("presentsWithGesture")) }
        split.primaryEdge = pairs["primaryEdge"].flatMap {
            named($0, path: p("primaryEdge"), cases: SplitPrimaryEdge.allCases.map(NamedCase.init), what: "an edge")?.value
        }
        split.displayModeButtonVisibility = pairs["displayModeButtonVisibility"].flatMap {
            named(
                $0, path: p("displayModeButtonVisibility"),
                cases: [DisplayModeButtonVisibility.automatic, .never, .always].map(NamedCase.init), what: "a visibility")?.value
        }
        split.showsSecondaryOnlyButton = pairs["showsSecondaryOnlyButton"].flatMap { bool($0, path: p("showsSecondaryOnlyButton")) }
        split.delegate = pairs["delegate"].flatMap { splitDelegate($0, path: p("delegate")) }
        return columnsRead ? split : nil
    }

    func splitDelegate(_ value: JSONValue, path: String) -> SplitDelegateDescription? {
        guard
            let pairs = object(
                value, path: path, keys: SplitDelegateDescription.keys,
                example: "{\"collapseSecondaryOntoPrimary\": true}")
        else { return nil }
        let p = { (key: String) in "\(path).\(key)" }
        return SplitDelegateDescription(
            collapseSecondaryOntoPrimary: pairs["collapseSecondaryOntoPrimary"].flatMap {
                bool($0, path: p("collapseSecondaryOntoPrimary"))
            },
            topColumnForCollapsing: pairs["topColumnForCollapsing"].flatMap {
                named($0, path: p("topColumnForCollapsing"), cases: [SplitColumn.primary, .supplementary, .secondary], what: "a column")
            },
            displayModeForExpanding: pairs["displayModeForExpanding"].flatMap {
                named($0, path: p("displayModeForExpanding"), cases: SplitDisplayMode.allCases, what: "a display mode")
            },
            targetDisplayModeForAction: pairs["targetDisplayModeForAction"].flatMap {
                named($0, path: p("targetDisplayModeForAction"), cases: SplitDisplayMode.allCases, what: "a display mode")
            },
            supportedInterfaceOrientations: pairs["supportedInterfaceOrientations"].flatMap {
                orientationMask($0, path: p("supportedInterfaceOrientations"))
            })
    }

    func adaptiveSplit(_ value: JSONValue, path: String) -> AdaptiveSplitDescription? {
        guard
            let pairs = object(
                value, path: path, keys: AdaptiveSplitDescription.keys,
                example: "{\"tabs\": [{\"title\": \"Chats\"}], \"placeholder\": {\"title\": \"Placeholder\"}}")
        else { return nil }
        let p = { (key: String) in "\(path).\(key)" }
        guard let tabsValue = pairs["tabs"] else {
            problem(p("tabs"), "missing; expected the tab bar's view controllers")
            return nil
        }
        let tabs = controllers(
            tabsValue, path: p("tabs"), what: "view controllers (one per tab)",
            emptyMessage: "an empty tab bar: give the adaptive split at least one tab")
        // The component puts each tab in the primary navigation stack and the detail stack on top
        // of the placeholder, so neither may be a navigation controller or a split.
        for (index, tab) in (tabs ?? []).enumerated() { checkPushable(tab, path: "\(p("tabs"))[\(index)]") }
        let placeholder = pairs["placeholder"].flatMap { controller($0, path: p("placeholder")) }
        if let placeholder { checkPushable(placeholder, path: p("placeholder")) }
        guard let tabs else { return nil }
        return AdaptiveSplitDescription(
            tabs: tabs, placeholder: placeholder,
            compactWidthThreshold: pairs["compactWidthThreshold"].flatMap {
                number($0, path: p("compactWidthThreshold"), in: 1...100_000, what: "a width in points")
            },
            primaryColumnWidthFraction: pairs["primaryColumnWidthFraction"].flatMap {
                number($0, path: p("primaryColumnWidthFraction"), in: 0...1, what: "a fraction")
            },
            maximumPrimaryColumnWidth: pairs["maximumPrimaryColumnWidth"].flatMap {
                number($0, path: p("maximumPrimaryColumnWidth"), in: 0...10_000, what: "a width in points")
            },
            preferredDisplayMode: pairs["preferredDisplayMode"].flatMap {
                named($0, path: p("preferredDisplayMode"), cases: SplitDisplayMode.allCases, what: "a display mode")
            })
    }
}

/// A case of an enum without a `description`, named as UIKit names it.
struct NamedCase<Value>: CustomStringConvertible {
    let value: Value
    init(_ value: Value) { self.value = value }
    var description: String { "\(value)" }
}
