import PadKit

extension ControllerDescription {
    /// The node in its JSON form: the common keys, then the kind key (none for a plain controller).
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let title { pairs.append(("title", .string(title))) }
        if let className { pairs.append(("class", .string(className))) }
        if let mask = supportedInterfaceOrientations {
            pairs.append(("supportedInterfaceOrientations", .array(mask.caseNames.map(JSONValue.string))))
        }
        if let orientation = preferredInterfaceOrientationForPresentation {
            pairs.append(("preferredInterfaceOrientationForPresentation", .string(orientation.description)))
        }
        if let shouldAutorotate { pairs.append(("shouldAutorotate", .bool(shouldAutorotate))) }
        if let locked = prefersInterfaceOrientationLocked { pairs.append(("prefersInterfaceOrientationLocked", .bool(locked))) }
        if let hidden = prefersStatusBarHidden { pairs.append(("prefersStatusBarHidden", .bool(hidden))) }
        if let large = prefersLargeTitles { pairs.append(("prefersLargeTitles", .bool(large))) }
        if let mode = largeTitleDisplayMode { pairs.append(("largeTitleDisplayMode", .string(mode.rawValue))) }
        if let size = preferredContentSize { pairs.append(("preferredContentSize", size.jsonValue)) }
        if let layout { pairs.append(("layout", layout.jsonValue)) }
        if let source { pairs.append(("source", .string(source))) }
        if let tabBarMode { pairs.append(("mode", .string(tabBarMode.description))) }
        switch interface {
        case .storyboard(let path, let scene): pairs += [("storyboard", .string(path)), ("scene", .string(scene))]
        case .nib(let path): pairs.append(("nib", .string(path)))
        case nil: break
        }
        if !shows.isEmpty { pairs.append(("shows", .array(shows.map(\.jsonValue)))) }
        switch kind {
        case .view: break
        case .navigation(let stack): pairs.append(("navigation", .array(stack.map(\.jsonValue))))
        case .tabs(let tabs): pairs.append(("tabs", .array(tabs.map(\.jsonValue))))
        case .split(let split): pairs.append(("split", split.jsonValue))
        case .adaptiveSplit(let split):
            var fields: [(String, JSONValue)] = [("tabs", .array(split.tabs.map(\.jsonValue)))]
            if let placeholder = split.placeholder { fields.append(("placeholder", placeholder.jsonValue)) }
            if let value = split.compactWidthThreshold { fields.append(("compactWidthThreshold", .number(value))) }
            if let value = split.primaryColumnWidthFraction { fields.append(("primaryColumnWidthFraction", .number(value))) }
            if let value = split.maximumPrimaryColumnWidth { fields.append(("maximumPrimaryColumnWidth", .number(value))) }
            if let value = split.preferredDisplayMode { fields.append(("preferredDisplayMode", .string(value.description))) }
            pairs.append(("adaptiveSplit", .object(fields)))
        case .centreWindow(let list):
            var fields: [(String, JSONValue)] = [("pages", .array(list.pages.map(\.jsonValue)))]
            if let value = list.heightFraction { fields.append(("heightFraction", .number(value))) }
            if let value = list.aspectRatio { fields.append(("aspectRatio", .number(value))) }
            pairs.append(("centreWindow", .object(fields)))
        case .container(let container):
            let traits = container.overrideTraits
            var override: [(String, JSONValue)] = []
            if let value = traits.horizontalSizeClass { override.append(("horizontalSizeClass", .string(value.description))) }
            if let value = traits.verticalSizeClass { override.append(("verticalSizeClass", .string(value.description))) }
            if let value = traits.userInterfaceStyle { override.append(("userInterfaceStyle", .string(value.description))) }
            var fields: [(String, JSONValue)] = [("child", container.child.jsonValue), ("overrideTraitCollection", .object(override))]
            if let value = container.whenWidthBelow { fields.append(("whenWidthBelow", .number(value))) }
            pairs.append(("container", .object(fields)))
        }
        if pairs.isEmpty { pairs.append(("view", .object([]))) }
        return .object(pairs)
    }
}

extension DescribedSize {
    var jsonValue: JSONValue { .object([("width", .number(width)), ("height", .number(height))]) }
}

extension SplitDescription {
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("style", .string(style.description))]
        for (key, _, node) in columnNodes { pairs.append((key, node.jsonValue)) }
        if let value = preferredDisplayMode { pairs.append(("preferredDisplayMode", .string(value.description))) }
        if let value = preferredSplitBehavior { pairs.append(("preferredSplitBehavior", .string(value.description))) }
        for (key, path) in Self.widthKeys where !SplitColumnWidths.isAutomatic(columnWidths[keyPath: path]) {
            pairs.append((key, .number(columnWidths[keyPath: path])))
        }
        if let value = presentsWithGesture { pairs.append(("presentsWithGesture", .bool(value))) }
        if let value = primaryEdge { pairs.append(("primaryEdge", .string("\(value)"))) }
        if let value = displayModeButtonVisibility { pairs.append(("displayModeButtonVisibility", .string("\(value)"))) }
        if let value = showsSecondaryOnlyButton { pairs.append(("showsSecondaryOnlyButton", .bool(value))) }
        if let delegate {
            var fields: [(String, JSONValue)] = []
            if let value = delegate.collapseSecondaryOntoPrimary { fields.append(("collapseSecondaryOntoPrimary", .bool(value))) }
            if let value = delegate.topColumnForCollapsing { fields.append(("topColumnForCollapsing", .string(value.description))) }
            if let value = delegate.displayModeForExpanding { fields.append(("displayModeForExpanding", .string(value.description))) }
            if let value = delegate.targetDisplayModeForAction { fields.append(("targetDisplayModeForAction", .string(value.description))) }
            if let value = delegate.supportedInterfaceOrientations {
                fields.append(("supportedInterfaceOrientations", .array(value.caseNames.map(JSONValue.string))))
            }
            pairs.append(("delegate", .object(fields)))
        }
        return .object(pairs)
    }
}

extension LayoutDescription {
    var jsonValue: JSONValue {
        func blocks(_ list: [LayoutBlockDescription]) -> JSONValue {
            .array(
                list.map { block in
                    .object([("view", .string(block.view)), ("constraints", .array(block.constraints.map(\.jsonValue)))])
                })
        }
        var pairs: [(String, JSONValue)] = [("views", .array(views.map(JSONValue.string)))]
        if !any.isEmpty { pairs.append(("any", blocks(any))) }
        if !compact.isEmpty { pairs.append(("compact", blocks(compact))) }
        if !regular.isEmpty { pairs.append(("regular", blocks(regular))) }
        return .object(pairs)
    }
}

extension LayoutConstraintDescription {
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("make", .string(attributes.joined(separator: ".")))]
        switch target {
        case .constant(let value): pairs.append((relation.rawValue, .number(value)))
        default: pairs.append((relation.rawValue, .string(target.text ?? "superview")))
        }
        let modifiers: [(String, Double?)] = [
            ("offset", offset), ("inset", inset), ("multipliedBy", multipliedBy), ("dividedBy", dividedBy),
            ("priority", priority),
        ]
        for (key, value) in modifiers { if let value { pairs.append((key, .number(value))) } }
        return .object(pairs)
    }
}
