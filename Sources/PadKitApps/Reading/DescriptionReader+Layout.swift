import PadKit
import PadLayout

extension DescriptionReader {
    func layout(_ value: JSONValue, path: String) -> LayoutDescription? {
        guard
            let pairs = object(
                value, path: path, keys: LayoutDescription.keys,
                example: "{\"views\": [\"view1\"], \"compact\": [{\"view\": \"view1\", \"constraints\": [...]}]}")
        else { return nil }
        guard let viewsValue = pairs["views"] else {
            problem("\(path).views", "missing; expected the names of the controller's views, such as [\"view1\", \"view2\"]")
            return nil
        }
        guard let items = array(viewsValue, path: "\(path).views", nonEmpty: true, what: "view names") else { return nil }
        var views: [String] = []
        for (index, item) in items.enumerated() {
            guard let name = string(item, path: "\(path).views[\(index)]") else { continue }
            if views.contains(name) || name == "superview" {
                problem(
                    "\(path).views[\(index)]",
                    name == "superview" ? "'superview' names the controller's view; choose another name" : "'\(name)' is named twice")
            } else {
                views.append(name)
            }
        }
        var layout = LayoutDescription(views: views)
        layout.any = pairs["any"].map { blocks($0, path: "\(path).any", views: views) } ?? []
        layout.compact = pairs["compact"].map { blocks($0, path: "\(path).compact", views: views) } ?? []
        layout.regular = pairs["regular"].map { blocks($0, path: "\(path).regular", views: views) } ?? []
        layout.phone = pairs["phone"].map { blocks($0, path: "\(path).phone", views: views) } ?? []
        layout.pad = pairs["pad"].map { blocks($0, path: "\(path).pad", views: views) } ?? []
        return layout
    }

    private func blocks(_ value: JSONValue, path: String, views: [String]) -> [LayoutBlockDescription] {
        guard let items = array(value, path: path, nonEmpty: false, what: "{\"view\", \"constraints\"} blocks") else { return [] }
        return items.enumerated().compactMap { index, item in
            let blockPath = "\(path)[\(index)]"
            guard
                let pairs = object(
                    item, path: blockPath, keys: ["view", "constraints"],
                    example: "{\"view\": \"view1\", \"constraints\": [{\"make\": \"edges\", \"equalTo\": \"superview\"}]}")
            else { return nil }
            guard let name = pairs["view"].flatMap({ string($0, path: "\(blockPath).view") }) else {
                if pairs["view"] == nil {
                    problem("\(blockPath).view", "missing; expected the name of the view the constraints are made on")
                }
                return nil
            }
            guard views.contains(name) else {
                problem("\(blockPath).view", "'\(name)' is not one of the layout's views (\(views.joined(separator: ", ")))")
                return nil
            }
            let lines =
                pairs["constraints"].flatMap { array($0, path: "\(blockPath).constraints", nonEmpty: false, what: "constraints") } ?? []
            let constraints = lines.enumerated().compactMap {
                constraint($0.element, path: "\(blockPath).constraints[\($0.offset)]", views: views, own: name)
            }
            return LayoutBlockDescription(view: name, constraints: constraints)
        }
    }

    private func constraint(_ value: JSONValue, path: String, views: [String], own: String) -> LayoutConstraintDescription? {
        let relations = LayoutConstraintDescription.Relation.allCases.map(\.rawValue)
        guard
            let pairs = object(
                value, path: path, keys: ["make"] + relations + LayoutConstraintDescription.modifierKeys,
                example: "{\"make\": \"left.top\", \"equalTo\": \"superview\", \"offset\": 20}")
        else { return nil }
        guard let makeValue = pairs["make"], let chain = string(makeValue, path: "\(path).make") else {
            if pairs["make"] == nil { problem("\(path).make", "missing; expected the attributes, such as \"left.right\" or \"edges\"") }
            return nil
        }
        let attributes = chain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for attribute in attributes where !LayoutConstraintDescription.attributeNames.contains(attribute) {
            problem(
                "\(path).make",
                "'\(attribute)' is not a SnapKit attribute; expected \(LayoutConstraintDescription.attributeNames.joined(separator: ", "))")
            return nil
        }
        let given = relations.filter { pairs[$0] != nil }
        guard given.count == 1, let relationName = given.first, let relation = LayoutConstraintDescription.Relation(rawValue: relationName),
            let targetValue = pairs[relationName]
        else {
            problem(path, "expected exactly one of \(relations.joined(separator: ", "))")
            return nil
        }
        guard let target = target(targetValue, path: "\(path).\(relationName)", views: views, own: own) else { return nil }
        var line = LayoutConstraintDescription(attributes: attributes, relation: relation, target: target)
        line.offset = pairs["offset"].flatMap { number($0, path: "\(path).offset", in: -100_000...100_000, what: "points") }
        line.inset = pairs["inset"].flatMap { number($0, path: "\(path).inset", in: -100_000...100_000, what: "points") }
        line.multipliedBy = pairs["multipliedBy"].flatMap {
            number($0, path: "\(path).multipliedBy", in: -1_000...1_000, what: "a multiplier")
        }
        line.dividedBy = pairs["dividedBy"].flatMap { number($0, path: "\(path).dividedBy", in: -1_000...1_000, what: "a divisor") }
        if line.dividedBy == 0 { problem("\(path).dividedBy", "dividing by 0") }
        line.priority = pairs["priority"].flatMap { number($0, path: "\(path).priority", in: 1...1000, what: "a priority") }
        return line
    }

    private func target(_ value: JSONValue, path: String, views: [String], own: String) -> LayoutConstraintDescription.Target? {
        if case .number(let constant) = value {
            guard constant.isFinite, abs(constant) <= 100_000 else {
                problem(path, "\(NumberText.points(constant)) is out of range for a constant")
                return nil
            }
            return .constant(constant)
        }
        guard let text = string(value, path: path) else { return nil }
        var parts = LayoutConstraintDescription.targetParts(text)
        var region: LayoutRegion?
        if parts.count >= 2, !LayoutConstraintDescription.targetAttributeNames.contains(parts[1]) {
            guard let named = LayoutConstraintDescription.layoutGuide(named: parts[1]) else {
                problem(
                    path,
                    "'\(parts[1])' is neither an attribute nor a layout guide; expected an attribute "
                        + "(\(LayoutConstraintDescription.targetAttributeNames.joined(separator: ", "))) or a guide "
                        + "(\(LayoutConstraintDescription.layoutGuideExamples.joined(separator: ", ")))")
                return nil
            }
            region = named
            parts.remove(at: 1)
        }
        guard (1...2).contains(parts.count) else {
            problem(
                path,
                """
                '\(text)' is not a target; expected \"superview\", a view name, \"view.attribute\", \"view.safeArea.attribute\" or a \
                number
                """
            )
            return nil
        }
        let attribute = parts.count == 2 ? parts[1] : nil
        if let attribute, !LayoutConstraintDescription.targetAttributeNames.contains(attribute) {
            problem(
                path,
                """
                '\(attribute)' is not an attribute a target can name; expected \
                \(LayoutConstraintDescription.targetAttributeNames.joined(separator: ", "))
                """
            )
            return nil
        }
        if parts[0] == "superview" {
            return region.map { .guide(owner: nil, region: $0, attribute: attribute) } ?? .superview(attribute: attribute)
        }
        guard views.contains(parts[0]) else {
            problem(path, "'\(parts[0])' is not one of the layout's views (\(views.joined(separator: ", "))) nor superview")
            return nil
        }
        if let region { return .guide(owner: parts[0], region: region, attribute: attribute) }
        return .view(name: parts[0], attribute: attribute)
    }
}
