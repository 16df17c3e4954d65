import Foundation
import PadLayout

extension ScreenReader.Context {
    /// Elements that hold views without being views (their children are walked).
    static let viewContainers: Set<String> = ["subviews", "prototypes", "sections", "tableViewSection", "cells"]
    /// The keys under which a view holds another view that is part of its hierarchy.
    static let hierarchyKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "backgroundView", "view"]
    /// Children of a view that carry no views PadKit lays out and need no note.
    static let ignoredChildren: Set<String> = [
        "rect", "autoresizingMask", "constraints", "variation", "color", "fontDescription", "state", "connections", "accessibility",
        "userDefinedRuntimeAttributes", "viewLayoutGuide", "keyboardLayoutGuide", "edgeInsets", "directionalEdgeInsets", "inset",
        "textInputTraits",
        "nil", "point", "size", "string", "attributedString", "segments", "imageReference", "preferredSymbolConfiguration",
        "buttonConfiguration", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "simulatedStatusBarMetrics", "simulatedScreenMetrics", "freeformSimulatedSizeMetrics", "gestureRecognizers",
        "collectionViewFlowLayout", "collectionViewLayout", "layoutGuides", "stackView", "dataDetectorType", "real", "integer",
        "date", "locale", "items", "navigationItem", "tabBarItem", "barButtonItem", "image", "textAttributes", "offsetWrapper",
        "scrollEdgeAppearance", "standardAppearance", "compactAppearance", "navigationBarAppearance", "keyCommands", "mutableString",
        "cellLayoutMargins", "wkWebViewConfiguration", "audiovisualMediaTypes", "preferences", "dataDetectorTypes", "accessibilityTraits",
        "placeholderColor", "pointerInteraction", "backgroundConfiguration", "toolbarAppearance", "tabBarAppearance", "inputView",
        "behavior", "font", "date", "shadow", "paragraphStyle", "mapCamera",
    ]

    /// Reads one scene: its views from `rootView` down, their constraints and variations.
    mutating func buildScene(
        id: String, sceneID: String?, className: String, line: Int, rootView: XMLTree, controller: XMLTree?,
        bars: SimulatedBars, isControllerRoot: Bool, path: String
    ) -> ScreenScene? {
        var views: [ScreenView] = []
        var elements: [(XMLTree, String)] = []
        var installation: [String: [SizeClassKey: Bool]] = [:]
        var guideIDs: [String: String] = [:]
        var legacy: [String: String] = [:]
        // Legacy top and bottom layout guides (files without useSafeAreas).
        for guide in controller?.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            if let gid = guide["id"], let type = guide["type"] { legacy[gid] = type }
        }
        let placedByCell = Self.cellPlacedViews(in: rootView)
        var visited = 0
        func walk(_ element: XMLTree, superview: String?, context: inout Self) {
            visited += 1
            guard visited <= 100_000 else { return }
            // A collection view cell's content view often has no id: it is named after its cell
            // (`gTV-IL-0wX.contentView`), so that it and its subviews are laid out.
            guard let vid = element["id"] ?? superview.map({ "\($0).\(element["key"] ?? element.name)" }) else {
                context.note(path, "a <\(element.name)> without an id is not laid out", line: element.line)
                return
            }
            views.append(context.view(element, id: vid, superview: superview, path: path, placedByCell: placedByCell.contains(vid)))
            elements.append((element, vid))
            for child in element.children {
                if let key = Self.guideKey(child), let gid = child["id"] { guideIDs[gid] = "\(vid)#\(key)" }
            }
            func children(_ e: XMLTree) {
                for child in e.children {
                    if Self.viewContainers.contains(child.name) {
                        children(child)
                    } else if child.child("rect", key: "frame") != nil,
                        child["key"] == nil || Self.hierarchyKeys.contains(child["key"] ?? "")
                    {
                        walk(child, superview: vid, context: &context)
                    } else if child.child("rect", key: "frame") != nil, let key = child["key"] {
                        context.note(
                            path,
                            """
                            the <\(child.name)> \(child["id"] ?? "") set as \(element.name).\(key) is not in the view \
                            hierarchy IB lays out: not laid out
                            """,
                            line: child.line)
                    } else if e === element, !Self.ignoredChildren.contains(child.name), child.name != "subviews" {
                        context.note(path, "<\(child.name)> in <\(element.name)> \(vid) is not modelled: ignored", line: child.line)
                    }
                }
            }
            children(element)
        }
        walk(rootView, superview: nil, context: &self)
        let viewIDs = Set(views.map(\.id))
        // Constraints, variations.
        var constraints: [ScreenConstraint] = []
        for (element, vid) in elements {
            for c in element.child("constraints")?.children ?? [] where c.name == "constraint" {
                if let constraint = constraint(c, holder: vid, path: path, known: viewIDs, guides: guideIDs, legacy: legacy) {
                    constraints.append(constraint)
                }
            }
            for variation in element.children where variation.name == "variation" {
                guard let keyText = variation["key"], let key = SizeClassKey(keyText) else {
                    note(path, "variation key \(variation["key"] ?? "(none)") is not a size-class key: ignored", line: variation.line)
                    continue
                }
                for mask in variation.children {
                    if mask.name == "mask", mask["key"] == "constraints" || mask["key"] == "subviews" {
                        for entry in mask.children {
                            guard let reference = entry["reference"] else { continue }
                            installation[reference, default: [:]][key] = entry.name == "include"
                        }
                    } else if mask.name == "fontDescription" {
                        note(path, "the font of \(vid) varies for \(keyText): measured with its default font", line: mask.line)
                    } else {
                        note(
                            path, "<\(mask.name)> in the \(keyText) variation of \(vid) is not modelled: laid out with the default value",
                            line: mask.line)
                    }
                }
                let inline = variation.attributes.keys.filter { $0 != "key" }.sorted()
                if !inline.isEmpty && element.name != "stackView" {
                    note(
                        path, "\(inline.joined(separator: ", ")) of \(vid) varies for \(keyText): laid out with the default value",
                        line: variation.line)
                }
            }
        }
        return ScreenScene(
            id: id, sceneID: sceneID, className: className, line: line, views: views, constraints: constraints,
            installation: installation, bars: bars, isControllerRoot: isControllerRoot, legacyGuides: legacy)
    }

    /// The views a table view cell places itself: the destinations of its `accessoryView` and
    /// `editingAccessoryView` outlets.
    ///
    /// `UITableViewCell` sets its accessory view's frame in its own `layoutSubviews`, at the cell's
    /// trailing edge (UIKit's `UITableViewCell.accessoryView`: "The cell places the accessory view
    /// ... on the right side of the cell"), not through Auto Layout: a view Interface Builder
    /// writes there with `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint of its
    /// own is not left without a position, it is where the cell put it. Interface Builder stores
    /// it inside the content view at that frame (Soundscape's seven `Settings.storyboard` switches,
    /// Threema's and Delta's switches; `docs/sources.md`, "round 16, control").
    static func cellPlacedViews(in root: XMLTree) -> Set<String> {
        var result: Set<String> = []
        var visited = 0
        func visit(_ element: XMLTree) {
            visited += 1
            guard visited <= 100_000 else { return }
            if element.name == "tableViewCell" {
                for outlet in element.child("connections")?.children ?? []
                where outlet.name == "outlet" && (outlet["property"] == "accessoryView" || outlet["property"] == "editingAccessoryView") {
                    if let destination = outlet["destination"] { result.insert(destination) }
                }
            }
            for child in element.children { visit(child) }
        }
        visit(root)
        return result
    }

    /// One view element; `placedByCell` for a view its table view cell places by frame (``cellPlacedViews(in:)``).
    mutating func view(_ e: XMLTree, id: String, superview: String?, path: String, placedByCell: Bool = false) -> ScreenView {
        func priority(_ name: String, _ fallback: Float) -> Float {
            guard let text = e[name] else { return fallback }
            guard let value = Float(text), value >= 1, value <= 1000 else {
                note(path, "\(name)=\"\(text)\" of \(id) is not a priority 1...1000: \(Int(fallback)) used", line: e.line)
                return fallback
            }
            return value
        }
        let frame = e.child("rect", key: "frame").flatMap { rect -> CGRect? in
            let numbers = ["x", "y", "width", "height"].map { rect[$0].flatMap(Double.init) }
            guard numbers.allSatisfy({ $0?.isFinite == true }) else {
                note(path, "the frame of \(id) is not four numbers", line: rect.line)
                return nil
            }
            return CGRect(x: numbers[0] ?? 0, y: numbers[1] ?? 0, width: numbers[2] ?? 0, height: numbers[3] ?? 0)
        }
        var mask: AutoresizingMask = []
        if let m = e.child("autoresizingMask") {
            if m["flexibleMinX"] == "YES" { mask.insert(.flexibleLeftMargin) }
            if m["widthSizable"] == "YES" { mask.insert(.flexibleWidth) }
            if m["flexibleMaxX"] == "YES" { mask.insert(.flexibleRightMargin) }
            if m["flexibleMinY"] == "YES" { mask.insert(.flexibleTopMargin) }
            if m["heightSizable"] == "YES" { mask.insert(.flexibleHeight) }
            if m["flexibleMaxY"] == "YES" { mask.insert(.flexibleBottomMargin) }
        } else {
            mask = [.flexibleRightMargin, .flexibleBottomMargin]
        }
        if placedByCell {
            // The cell lays its accessory view out at its trailing edge, centred vertically, in
            // every width (``cellPlacedViews(in:)``), whatever mask the file stored (iSH's and
            // Delta's keep the left margin fixed): a fixed right margin and flexible top and bottom
            // margins keep it there from its stored frame.
            mask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
        }
        var margins: ConstraintInsets?
        if let m = e.children.first(where: { $0.name == "edgeInsets" && $0["key"] == "layoutMargins" }) {
            let v = ["top", "left", "bottom", "right"].map { m[$0].flatMap(Double.init) ?? 0 }
            margins = ConstraintInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        } else if let m = e.children.first(where: { $0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins" }) {
            let v = ["top", "leading", "bottom", "trailing"].map { m[$0].flatMap(Double.init) ?? 0 }
            margins = ConstraintInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        if e["layoutMarginsFollowReadableWidth"] == "YES" {
            note(
                path, "layoutMarginsFollowReadableWidth of \(id) is not modelled: its margins are not narrowed to the readable width",
                line: e.line)
        }
        var stack: ScreenStack?
        if e.name == "stackView" {
            var variations: [SizeClassKey: [String: String]] = [:]
            for v in e.children where v.name == "variation" {
                if let key = v["key"].flatMap(SizeClassKey.init) {
                    var attributes = v.attributes
                    attributes["key"] = nil
                    if !attributes.isEmpty { variations[key] = attributes }
                }
            }
            let alignmentText = e["alignment"] ?? "fill"
            let alignment = StackView.Alignment(rawValue: alignmentText == "baseline" ? "lastBaseline" : alignmentText)
            if alignment == nil { note(path, "stack view alignment \(alignmentText) of \(id) is not known: fill used", line: e.line) }
            let distribution = StackView.Distribution(rawValue: e["distribution"] ?? "fill")
            if distribution == nil {
                note(path, "stack view distribution \(e["distribution"] ?? "") of \(id) is not known: fill used", line: e.line)
            }
            let spacing = e["spacing"].flatMap(Double.init)
            if e["spacing"] != nil && (spacing == nil || spacing?.isFinite != true) {
                note(path, "stack view spacing \(e["spacing"] ?? "") of \(id) is not a number: 0 used", line: e.line)
            }
            // `spacingType="standard"` is Interface Builder's "Use Standard" spacing,
            // `UIStackView.spacingUseSystem`: the system spacing between sibling views, 8 pt, as the
            // stored frames show (21 of 25 gaps in 7 files of 4 apps; docs/sources.md, "A stack
            // view's standard spacing").
            let standard = e["spacingType"] == "standard" ? ScreenStack.standardSpacing : nil
            stack = ScreenStack(
                axis: e["axis"] == "vertical" ? .vertical : .horizontal, distribution: distribution ?? .fill, alignment: alignment ?? .fill,
                spacing: standard ?? spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0,
                isBaselineRelativeArrangement: e["baselineRelativeArrangement"] == "YES",
                // Interface Builder writes no attribute for it: a stack view whose margins the file
                // sets ("Layout Margins" Fixed or Language Directional) arranges inside them, one
                // left at Default does not (docs/sources.md, "A stack view's margins").
                isLayoutMarginsRelativeArrangement: e["layoutMarginsRelativeArrangement"] == "YES" || margins != nil,
                variations: variations)
        }
        var details: [String: String] = [:]
        if let key = e["key"] { details["key"] = key }
        for key in [
            "style", "borderStyle", "buttonType", "segmentControlStyle", "progressViewStyle", "rowHeight", "placeholderIntrinsicWidth",
            "placeholderIntrinsicHeight", "minValue", "numberOfPages", "datePickerMode", "preferredDatePickerStyle", "scrollEnabled",
            "contentInsetAdjustmentBehavior", "preferredMaxLayoutWidth", "contentVerticalAlignment", "alwaysBounceVertical",
        ] {
            if let value = e[key] { details[key] = value }
        }
        // An `@IBDesignable` view's size as Interface Builder measured it by running its code.
        if details["placeholderIntrinsicWidth"] == nil, let id = e["id"], let size = designables[id] {
            details["placeholderIntrinsicWidth"] = size.width
            details["placeholderIntrinsicHeight"] = size.height
            details["designable"] = "YES"
        }
        if let configuration = e.child("buttonConfiguration") {
            details["configuration"] = configuration["style"] ?? "plain"
            if details["title"] == nil, let title = configuration["title"] { details["title"] = title }
            // A configuration that shows nothing (no title, subtitle or image, nor insets of its
            // own) on a button type that draws no glyph (`close` draws an xmark, the icon types
            // their symbol): it is sized by its content insets alone (``IntrinsicContentSize``'s
            // empty configured button).
            let shows = ["title", "subtitle", "image"].contains { configuration[$0] != nil }
            let own = configuration.children.contains { child in
                ["attributedTitle", "attributedSubtitle", "image", "contentInsets"].contains(child["key"] ?? "")
            }
            let glyph = ["close", "infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(e["buttonType"] ?? "")
            if !shows, !own, !glyph { details["emptyConfiguration"] = "YES" }
        }
        // A button's content insets (`contentEdgeInsets`: top, left, bottom, right), which its intrinsic size includes.
        if let insets = e.child("inset", key: "contentEdgeInsets") {
            details["contentEdgeInsets"] = [insets["minY"], insets["minX"], insets["maxY"], insets["maxX"]].map { $0 ?? "0" }.joined(
                separator: " ")
        }
        // A button's background image (normal state), which its intrinsic size is at least as large as.
        if e.name == "button", let background = e.child("state", key: "normal")?["backgroundImage"] {
            details["backgroundImage"] = background
        }
        // A named font (not the system font or a text style), which the advance table is not fitted on.
        if let name = e.child("fontDescription", key: "fontDescription")?["name"] { details["fontName"] = name }
        let segments = e.child("segments")?.children.compactMap { $0["title"] } ?? []
        if !segments.isEmpty { details["segments"] = segments.joined(separator: "\u{1F}") }
        // A button's image is its normal state's: `<state key="normal" image="...">`, or in files
        // of Xcode 13 and later, `<state key="normal"><imageReference key="image" image="..."/>`.
        // A button with a configuration shows the configuration's image (`image="..."` on it, or its
        // `<imageReference key="image">`).
        let normal = e.child("state", key: "normal")
        let configuration = e.child("buttonConfiguration")
        let configured = configuration?.child("imageReference", key: "image") ?? configuration.flatMap { $0["image"] != nil ? $0 : nil }
        let reference = configured ?? e.child("imageReference") ?? normal?.child("imageReference", key: "image")
        let imageName = configured?["image"] ?? e["image"] ?? normal?["image"] ?? reference?["image"]
        let isSymbol =
            reference?["catalog"] == "system"
            || (imageName.map { name in
                root.child("resources")?.children.contains {
                    ($0["name"] == name) && ($0["catalog"] == "system" || $0.name == "systemImage")
                } ?? false
            } ?? false)
        return ScreenView(
            id: id, element: e.name, uikitClass: ScreenView.uikitClass(of: e.name), customClass: e["customClass"], line: e.line,
            superview: superview,
            storedFrame: frame,
            // `fixedFrame="YES"`: a view Interface Builder lays out by its autoresizing mask (its
            // Size inspector's "Layout: Autoresizing Mask"), though the file says NO: the compiled nib
            // translates the mask (every one of the 316 in the real apps read has no constraint of its own).
            // A cell's accessory view is placed by its cell, by frame (``cellPlacedViews(in:)``).
            translatesAutoresizingMaskIntoConstraints: e["translatesAutoresizingMaskIntoConstraints"] != "NO" || e["fixedFrame"] == "YES"
                || placedByCell,
            autoresizingMask: mask,
            hugging: (priority("horizontalHuggingPriority", 250), priority("verticalHuggingPriority", 250)),
            compressionResistance: (
                priority("horizontalCompressionResistancePriority", 750), priority("verticalCompressionResistancePriority", 750)
            ),
            isHidden: e["hidden"] == "YES", text: text(of: e), font: font(of: e), paragraphStyle: paragraphStyle(of: e),
            numberOfLines: e["numberOfLines"].flatMap(Int.init).map { max(0, $0) } ?? 1,
            accessibilityIdentifier: e.child("accessibility")?["identifier"] ?? e["accessibilityIdentifier"],
            image: imageName.map { ($0, isSymbol) }, isMisplaced: e["misplaced"] == "YES", isAmbiguous: e["ambiguous"] == "YES",
            layoutMargins: margins, preservesSuperviewLayoutMargins: e["preservesSuperviewLayoutMargins"] == "YES",
            insetsLayoutMarginsFromSafeArea: e["insetsLayoutMarginsFromSafeArea"] != "NO", stack: stack,
            guides: e.children.compactMap { g in Self.guideKey(g).flatMap { k in g["id"].map { (k, $0) } } },
            details: details)
    }

    /// The key a layout guide of a view is read under: a `<viewLayoutGuide>`'s own (`safeArea`,
    /// `contentLayoutGuide`, ...); `keyboard` for the keyboard layout guide, or
    /// `keyboardWithoutSafeArea` when it does not use the bottom safe area
    /// (`usesBottomSafeArea="NO"`); `nil` for any other element.
    static func guideKey(_ element: XMLTree) -> String? {
        switch element.name {
        case "viewLayoutGuide": return element["key"]
        case "keyboardLayoutGuide": return element["usesBottomSafeArea"] == "NO" ? "keyboardWithoutSafeArea" : "keyboard"
        default: return nil
        }
    }

    /// The text a view shows: a label's `text` (or attributed text), a button's normal title, a
    /// text field's text or placeholder.
    func text(of e: XMLTree) -> String? {
        if let text = e["text"], !text.isEmpty { return text }
        if let text = e.child("string", key: "text")?.text, !text.isEmpty { return text }
        if let attributed = Self.attributedText(of: e) {
            // A fragment's text is its `content` attribute, or a `<string key="content">` child
            // where it spans lines or is long.
            let fragments = attributed.children.compactMap { $0["content"] ?? $0.child("string", key: "content")?.text }
            if !fragments.isEmpty { return fragments.joined() }
        }
        // A button with a configuration (`UIButton.Configuration`, Xcode 13 and later) shows the
        // configuration's title, none when it has none: the normal state's title Interface Builder
        // also writes ("Button") is not shown. Its stored frames are the configuration title's
        // (Go Map!!'s "+" 34.33 and "Remove All" 108.33 wide, with "Button" in the state of both).
        if let configuration = e.child("buttonConfiguration") { return configuration["title"].flatMap { $0.isEmpty ? nil : $0 } }
        if let title = e.child("state", key: "normal")?["title"] { return title }
        if let placeholder = e["placeholder"], e.name == "textField" || e.name == "searchBar" { return placeholder }
        return nil
    }

    /// A view's attributed text (`<attributedString key="attributedText">`). Interface Builder
    /// also writes `<attributedString key="userComments">` on any view: the Identity inspector's
    /// "Comment for Localizer", which the compiled nib never shows (KeePassium's buttons titled
    /// "Save Database" carry a sentence for their translators there).
    ///
    /// A button's is its normal state's attributed title (`<state key="normal">` holding
    /// `<attributedString key="attributedTitle">`, with `hasAttributedTitle="YES"` on the button):
    /// UIButton shows it instead of the plain title, in its runs' fonts
    /// (`UIButton.setAttributedTitle(_:for:)`), and its title label is measured from it.
    static func attributedText(of e: XMLTree) -> XMLTree? {
        e.child("attributedString", key: "attributedText")
            ?? (e.name == "button" ? e.child("state", key: "normal")?.child("attributedString", key: "attributedTitle") : nil)
    }

    /// The font of a view with text (`<fontDescription>`, or the first font of attributed text).
    func font(of e: XMLTree) -> ScreenFont? {
        // A button's attributed title is drawn in its runs' fonts, whatever its title label's font.
        if e.name == "button", let attributed = Self.attributedText(of: e), let font = Self.firstFont(of: attributed) { return font }
        if let d = e.child("fontDescription", key: "fontDescription") ?? e.child("buttonConfiguration")?.child("fontDescription") {
            let weight = d["weight"].flatMap(ScreenFont.Weight.init(name:))
            if let style = d["style"], let font = ScreenFont.textStyle(style, weight: weight) { return font }
            let size = d["pointSize"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 17
            if let name = d["name"] {
                return ScreenFont(
                    pointSize: size, weight: Self.weight(ofFontNamed: name), isSystemFont: ScreenFont.isSystemFontName(name), name: name)
            }
            return ScreenFont(pointSize: size, weight: d["type"] == "boldSystem" ? .bold : weight ?? .regular)
        }
        if let attributed = Self.attributedText(of: e), let font = Self.firstFont(of: attributed) { return font }
        // A configuration's title is in the Body text style unless it names a font
        // (`UIButton.Configuration`'s default, medium, size).
        if e.child("buttonConfiguration") != nil { return ScreenFont.textStyle("UICTFontTextStyleBody") }
        guard ["label", "button", "textField", "textView"].contains(e.name) else { return nil }
        guard e.name == "button" else { return .body }
        return ScreenFont(pointSize: Self.defaultButtonFontSize(type: e["buttonType"]))
    }

    /// The font of an attributed text's first run, `nil` when it names none.
    static func firstFont(of attributed: XMLTree) -> ScreenFont? {
        guard let f = attributed.children.first?.child("attributes")?.children.first(where: { $0.name == "font" }),
            let size = f["size"].flatMap(Double.init), size.isFinite, size > 0
        else { return nil }
        // A font without a name is the system font (`metaFont="system"`, `"systemBold"`: its weight in the name).
        return ScreenFont(
            pointSize: size, weight: Self.weight(ofFontNamed: f["name"] ?? f["metaFont"] ?? ""),
            isSystemFont: f["name"].map(ScreenFont.isSystemFontName) ?? true, name: f["name"])
    }

    /// UIButton's default title font size: 15-pt system for a system button (`buttonType="system"`,
    /// or `roundedRect`, iOS 7's name for it) and 18-pt system for a custom one (IB writes no
    /// `buttonType`). Read from the frames Interface Builder stores for buttons without a font
    /// whose height only their title gives: system buttons 30 pt high (a 15-pt line, 18 rounded,
    /// plus 12), custom ones 34 (a 22-pt line plus 12: the four titled ones of the apps read and
    /// WooCommerce's empty one), none of them 30 (`docs/sources.md`, "round 14, control").
    static func defaultButtonFontSize(type: String?) -> Double {
        type == nil || type == "custom" ? 18 : 15
    }

    /// The paragraph style of an attributed text's first fragment (`nil` for plain text, or a
    /// style that changes no line's height).
    func paragraphStyle(of e: XMLTree) -> ScreenParagraphStyle? {
        guard
            let style = Self.attributedText(of: e)?.children.first?.child("attributes")?.children.first(where: {
                $0.name == "paragraphStyle"
            })
        else { return nil }
        return ScreenParagraphStyle(attributes: style.attributes)
    }

    /// The weight a font's PostScript name gives (`Helvetica-Bold`, `AvenirNext-DemiBold`,
    /// `.SFUI-Semibold`), `regular` when it names none.
    static func weight(ofFontNamed name: String) -> ScreenFont.Weight {
        let name = name.lowercased()
        if name.contains("semibold") || name.contains("demibold") { return .semibold }
        if name.contains("bold") || name.contains("heavy") || name.contains("black") { return .bold }
        if name.contains("medium") { return .medium }
        return .regular
    }

    /// One `<constraint>`, or `nil` (noted) when it cannot be used.
    mutating func constraint(
        _ c: XMLTree, holder: String, path: String, known: Set<String>, guides: [String: String],
        legacy: [String: String]
    ) -> ScreenConstraint? {
        let id = c["id"] ?? "(no id)"
        func fail(_ reason: String) -> ScreenConstraint? {
            note(path, "constraint \(id): \(reason): not installed", line: c.line)
            return nil
        }
        guard let firstText = c["firstAttribute"] else { return fail("no firstAttribute") }
        guard let first = ScreenAttribute(rawValue: firstText) else { return fail("attribute \(firstText) is not modelled") }
        let firstItem = c["firstItem"] ?? holder
        for item in [firstItem, c["secondItem"]].compactMap({ $0 })
        where !known.contains(item) && guides[item] == nil && legacy[item] == nil {
            return fail("it names \(item), which is not a view or layout guide of this scene")
        }
        var second: ScreenAttribute?
        if let secondItem = c["secondItem"] {
            guard let text = c["secondAttribute"] else { return fail("secondItem \(secondItem) without a secondAttribute") }
            guard let attribute = ScreenAttribute(rawValue: text) else { return fail("attribute \(text) is not modelled") }
            second = attribute
        } else if let text = c["secondAttribute"], text != "notAnAttribute" {
            return fail("secondAttribute \(text) without a secondItem")
        }
        let relation: Relation
        switch c["relation"] {
        case nil: relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?: return fail("relation \(other) is not one of lessThanOrEqual, greaterThanOrEqual")
        }
        var multiplier = 1.0
        if let text = c["multiplier"] {
            guard let m = ScreenConstraint.multiplier(text) else {
                return fail("multiplier \"\(text)\" is not a:b, a/b or a non-zero number")
            }
            multiplier = m
        }
        var constant = 0.0
        if let text = c["constant"] {
            guard let value = Double(text), value.isFinite, abs(value) < 1e7 else { return fail("constant \"\(text)\" is not a number") }
            constant = value
        }
        var priority: Float = 1000
        if let text = c["priority"] {
            guard let value = Float(text), value >= 1, value <= 1000 else { return fail("priority \"\(text)\" is not 1...1000") }
            priority = value
        }
        var variations: [SizeClassKey: Double] = [:]
        for v in c.children where v.name == "variation" {
            guard let key = v["key"].flatMap(SizeClassKey.init) else {
                note(path, "constraint \(id): variation key \(v["key"] ?? "(none)") is not a size-class key: ignored", line: v.line)
                continue
            }
            if let text = v["constant"] {
                if let value = Double(text), value.isFinite {
                    variations[key] = value
                } else {
                    note(path, "constraint \(id): the \(key) constant \"\(text)\" is not a number: ignored", line: v.line)
                }
            }
            for other in v.attributes.keys.sorted() where other != "key" && other != "constant" {
                note(path, "constraint \(id): \(other) varies for \(key): laid out with the default value", line: v.line)
            }
        }
        // Attribute pairs UIKit refuses (a location and a size) are refused when the engine makes
        // the constraint, and listed under `unresolved` then (``ScreenLayout/problems``).
        let secondItem = c["secondItem"]
        return ScreenConstraint(
            id: id, line: c.line, holder: holder, firstItem: firstItem, firstAttribute: first, relation: relation,
            secondItem: secondItem, secondAttribute: second, multiplier: multiplier, constant: constant, priority: priority,
            isSystemSpacing: c["symbolic"] == "YES", isPlaceholder: c["placeholder"] == "YES", constantVariations: variations)
    }
}
