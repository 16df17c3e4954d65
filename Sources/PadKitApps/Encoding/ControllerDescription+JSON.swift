import PadKit

extension ControllerDescription {
    /// The node in its JSON form (``PadKitDescription/ControllerNode``'s encoding, which
    /// `padkit-lint app-root` shares).
    public var jsonValue: JSONValue { node.jsonValue }

    /// The node in the description contract's own spellings.
    var node: ControllerNode {
        var overrides: [ControllerNode.Property] = []
        func add(_ key: String, _ value: JSONValue?) { if let value { overrides.append(.init(key: key, value: value)) } }
        add("preferredInterfaceOrientationForPresentation", preferredInterfaceOrientationForPresentation.map { .string($0.description) })
        add("shouldAutorotate", shouldAutorotate.map(JSONValue.bool))
        add("prefersInterfaceOrientationLocked", prefersInterfaceOrientationLocked.map(JSONValue.bool))
        add("prefersStatusBarHidden", prefersStatusBarHidden.map(JSONValue.bool))
        add("prefersLargeTitles", prefersLargeTitles.map(JSONValue.bool))
        add("largeTitleDisplayMode", largeTitleDisplayMode.map { .string($0.rawValue) })
        add("preferredContentSize", preferredContentSize?.jsonValue)
        add("layout", layout?.jsonValue)
        var node = ControllerNode(kind: nodeKind)
        node.title = title
        node.className = className
        node.supportedInterfaceOrientations = supportedInterfaceOrientations?.caseNames
        node.overrides = overrides
        node.source = source
        node.tabBarMode = tabBarMode?.description
        switch interface {
        case .storyboard(let path, let scene): node.interface = .storyboard(path: path, scene: scene)
        case .nib(let path): node.interface = .nib(path: path)
        case nil: break
        }
        node.shows = shows.map(\.node)
        return node
    }

    private var nodeKind: ControllerNode.Kind {
        switch kind {
        case .view: return .view
        case .navigation(let stack): return .navigation(stack.map(\.node))
        case .tabs(let tabs): return .tabs(tabs.map(\.node))
        case .split(let split):
            return .split(
                style: split.style.description, columns: split.columnNodes.map { .init(key: $0.key, value: $0.node.node) },
                properties: split.properties)
        case .adaptiveSplit(let split):
            var fields: [(String, JSONValue)] = [("tabs", .array(split.tabs.map(\.jsonValue)))]
            if let placeholder = split.placeholder { fields.append(("placeholder", placeholder.jsonValue)) }
            if let value = split.compactWidthThreshold { fields.append(("compactWidthThreshold", .number(value))) }
            if let value = split.primaryColumnWidthFraction { fields.append(("primaryColumnWidthFraction", .number(value))) }
            if let value = split.maximumPrimaryColumnWidth { fields.append(("maximumPrimaryColumnWidth", .number(value))) }
            if let value = split.preferredDisplayMode { fields.append(("preferredDisplayMode", .string(value.description))) }
            return .encoded(key: "adaptiveSplit", value: .object(fields))
        case .centreWindow(let list):
            var fields: [(String, JSONValue)] = [("pages", .array(list.pages.map(\.jsonValue)))]
            if let value = list.heightFraction { fields.append(("heightFraction", .number(value))) }
            if let value = list.aspectRatio { fields.append(("aspectRatio", .number(value))) }
            return .encoded(key: "centreWindow", value: .object(fields))
        case .container(let container):
            let traits = container.overrideTraits
            var override: [(String, JSONValue)] = []
            if let value = traits.horizontalSizeClass { override.append(("horizontalSizeClass", .string(value.description))) }
            if let value = traits.verticalSizeClass { override.append(("verticalSizeClass", .string(value.description))) }
            if let value = traits.userInterfaceStyle { override.append(("userInterfaceStyle", .string(value.description))) }
            var fields: [(String, JSONValue)] = [("child", container.child.jsonValue), ("overrideTraitCollection", .object(override))]
            if let value = container.whenWidthBelow { fields.append(("whenWidthBelow", .number(value))) }
            return .encoded(key: "container", value: .object(fields))
        }
    }
}

extension DescribedSize {
    var jsonValue: JSONValue { .object([("width", .number(width)), ("height", .number(height))]) }
}

extension SplitDescription {
    /// The split's constant properties after its columns, as the description writes them.
    var properties: [ControllerNode.Property] {
        var pairs: [(String, JSONValue)] = []
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
        return pairs.map { ControllerNode.Property(key: $0.0, value: $0.1) }
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
