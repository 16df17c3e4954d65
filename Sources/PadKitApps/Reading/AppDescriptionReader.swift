import Foundation
import PadKit
import PadKitSimulator
import PadLayout

/// Reads app descriptions from JSON and reports every problem, each with its JSON path.
///
/// Unknown keys are refused with the nearest known key suggested; structures UIKit refuses (a
/// navigation controller pushed inside another's stack, a split view inside a navigation stack,
/// an empty tab bar) are refused with UIKit's reason; an `infoPlistPath` that cannot be read is an
/// error naming the file.
public enum AppDescriptionReader {
    /// The top-level keys, in the order a description is written.
    public static let topLevelKeys = [
        "name", "summary", "deploymentTarget", "sdk", "sizeRestrictions", "windowingControlStyle", "infoPlist", "infoPlistPath",
        "infoPlistSources", "root",
        "presentations", "source", "unresolved",
    ]

    /// Reads a description file (JSON).
    ///
    /// - Parameter path: the file; `infoPlistPath` is resolved against its folder.
    /// - Throws: ``AppDescriptionError`` naming the file, with every problem.
    public static func read(contentsOf path: String) throws(AppDescriptionError) -> AppDescription {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppDescriptionError(file: path, path: "$", "cannot read the app description file")
        }
        let directory = URL(fileURLWithPath: path, isDirectory: false).deletingLastPathComponent()
        return try read(data: data, file: path, baseDirectory: directory)
    }

    /// Reads a description from JSON text.
    public static func read(data: Data, file: String? = nil, baseDirectory: URL? = nil) throws(AppDescriptionError) -> AppDescription {
        let value: JSONValue
        do {
            value = try JSONValue(jsonData: data)
        } catch {
            throw AppDescriptionError(file: file, path: "$", "not valid JSON (\(error.localizedDescription))")
        }
        return try read(value, file: file, baseDirectory: baseDirectory)
    }

    /// Reads a description from a JSON value (a scenario's inline `"app"` object, a decoder's tree).
    ///
    /// - Parameter pathPrefix: prepended to every problem's path (`app` for a scenario's inline app).
    public static func read(
        _ value: JSONValue, file: String? = nil, baseDirectory: URL? = nil,
        pathPrefix: String = ""
    ) throws(AppDescriptionError) -> AppDescription {
        let reader = DescriptionReader()
        let description = reader.appDescription(value, path: pathPrefix, baseDirectory: baseDirectory)
        if let description, reader.problems.isEmpty { return description }
        throw AppDescriptionError(
            file: file,
            problems: reader.problems.isEmpty
                ? [AppDescriptionProblem(path: pathPrefix.isEmpty ? "$" : pathPrefix, "not an app description")] : reader.problems)
    }
}

extension DescriptionReader {
    func appDescription(_ value: JSONValue, path: String, baseDirectory: URL?) -> AppDescription? {
        guard
            let pairs = object(
                value, path: path, keys: AppDescriptionReader.topLevelKeys,
                example: "{\"name\": \"Mail\", \"root\": {\"title\": \"Inbox\"}}")
        else { return nil }
        let p = { (key: String) in Self.join(path, key) }
        let name = pairs["name"].flatMap { string($0, path: p("name")) }
        if pairs["name"] == nil { problem(p("name"), "missing; expected the app's name") }
        let summary = pairs["summary"].flatMap { string($0, path: p("summary")) }
        let deploymentTarget = pairs["deploymentTarget"].flatMap { version($0, path: p("deploymentTarget")) }
        if let deploymentTarget, deploymentTarget < .oldestModelled {
            problem(
                p("deploymentTarget"),
                "'\(deploymentTarget)' is older than iOS 8, the first with size classes; PadKit models iOS 8 and later")
        }
        let sdk = pairs["sdk"].flatMap { version($0, path: p("sdk")) }
        if let sdk, sdk < .oldestModelled {
            problem(p("sdk"), "'\(sdk)' is older than the iOS 8 SDK; PadKit models iOS 8 and later")
        }
        let sizeRestrictions = pairs["sizeRestrictions"].flatMap { self.sizeRestrictions($0, path: p("sizeRestrictions")) }
        let windowingControlStyle = pairs["windowingControlStyle"].flatMap {
            named($0, path: p("windowingControlStyle"), cases: WindowingControlStyle.allCases, what: "a windowing control style")
        }
        var infoPlist = AppInfoPlist()
        var infoPlistPath: String?
        if pairs["infoPlist"] != nil && pairs["infoPlistPath"] != nil {
            problem(p("infoPlistPath"), "give either infoPlist (the keys inline) or infoPlistPath (a file), not both")
        } else if let inline = pairs["infoPlist"] {
            infoPlist = self.infoPlist(inline, path: p("infoPlist"), ignoringOtherKeys: false) ?? infoPlist
        } else if let file = pairs["infoPlistPath"], let relative = string(file, path: p("infoPlistPath")) {
            infoPlistPath = relative
            infoPlist = self.infoPlist(file: relative, baseDirectory: baseDirectory, path: p("infoPlistPath")) ?? infoPlist
        }
        if let sources = pairs["infoPlistSources"] {
            infoPlist.sources = infoPlistSources(sources, path: p("infoPlistSources"))
        }
        let root = pairs["root"].flatMap { controller($0, path: p("root")) }
        if pairs["root"] == nil {
            problem(p("root"), "missing; expected the window's root view controller, such as {\"navigation\": [{\"title\": \"Home\"}]}")
        }
        let presentations = pairs["presentations"].map { self.presentations($0, path: p("presentations")) } ?? []
        let source = pairs["source"].flatMap { string($0, path: p("source")) }
        let unresolved = pairs["unresolved"].map { self.unresolved($0, path: p("unresolved")) } ?? []
        if let root { checkOrientations(root: root, infoPlist: infoPlist, path: p("root")) }
        if let root, let sdk { checkLayoutRegions(root: root, sdk: sdk, path: p("sdk")) }
        if let root, let deploymentTarget { checkInlineLargeTitles(root: root, deploymentTarget: deploymentTarget, path: p("root")) }
        guard let name, let root else { return nil }
        var description = AppDescription(
            name: name, summary: summary, deploymentTarget: deploymentTarget, sdk: sdk, infoPlist: infoPlist,
            sizeRestrictions: sizeRestrictions, windowingControlStyle: windowingControlStyle ?? .automatic, infoPlistPath: infoPlistPath,
            root: root, presentations: presentations, source: source,
            unresolved: unresolved)
        description.baseDirectory = baseDirectory?.path
        return description
    }

    /// `UISceneSizeRestrictions` as `{"minimumSize": {"width", "height"}, "maximumSize": {...}}`,
    /// either part optional; a maximum below the minimum is a problem at `maximumSize`.
    func sizeRestrictions(_ value: JSONValue, path: String) -> SceneSizeRestrictions? {
        guard
            let pairs = object(
                value, path: path, keys: ["minimumSize", "maximumSize"], example: "{\"minimumSize\": {\"width\": 500, \"height\": 0}}")
        else { return nil }
        let minimum = pairs["minimumSize"].map { sizeInPoints($0, path: Self.join(path, "minimumSize")) }
        let maximum = pairs["maximumSize"].map { sizeInPoints($0, path: Self.join(path, "maximumSize")) }
        if case .some(nil) = minimum { return nil }
        if case .some(nil) = maximum { return nil }
        do {
            return try SceneSizeRestrictions(
                minimumSize: minimum.flatMap { $0 }.map { CGSize(width: $0.width, height: $0.height) } ?? .zero,
                maximumSize: maximum.flatMap { $0 }.map { CGSize(width: $0.width, height: $0.height) })
        } catch {
            problem(Self.join(path, "maximumSize"), "\(error)")
            return nil
        }
    }

    /// `.inline` large titles exist from iOS 17 (``PadKit/OSFeature/inlineLargeTitle``): an app
    /// whose deployment target is older cannot use them without an availability check, so the
    /// description names the first node that does.
    func checkInlineLargeTitles(root: ControllerDescription, deploymentTarget: OSVersion, path: String) {
        let feature = OSFeature.inlineLargeTitle
        guard !feature.isAvailable(on: deploymentTarget) else { return }
        func visit(_ node: ControllerDescription, _ nodePath: String) -> String? {
            if node.largeTitleDisplayMode == .inline { return nodePath }
            for (childPath, child) in node.childNodes {
                if let found = visit(child, "\(nodePath).\(childPath)") { return found }
            }
            return nil
        }
        guard let found = visit(root, path) else { return }
        problem(
            "\(found).largeTitleDisplayMode",
            """
            'inline' is \(feature) (iOS \(feature.introduced)); the deployment target is iOS \(deploymentTarget), which has \
            only automatic, always and never
            """
        )
    }

    // MARK: Info.plist

    /// The Info.plist keys, read by the core's one Info.plist reader
    /// (``InfoPlist/init(pairs:path:report:)``); with `ignoringOtherKeys` (a real Info.plist) keys
    /// PadKit does not need are skipped, otherwise (an inline `infoPlist`) they are refused.
    func infoPlist(_ value: JSONValue, path: String, ignoringOtherKeys: Bool) -> AppInfoPlist? {
        let keys = InfoPlist.Key.all
        let pairs: [(String, JSONValue)]
        if ignoringOtherKeys {
            guard case .object(let all) = value else {
                problem(path, "the top level of an Info.plist must be a dictionary, found \(value.kindDescription)")
                return nil
            }
            pairs = all.filter { keys.contains($0.0) }
        } else {
            guard let checked = object(value, path: path, keys: keys, example: "{\"UIRequiresFullScreen\": false}") else { return nil }
            pairs = checked
        }
        return AppInfoPlist(values: InfoPlist(pairs: pairs, path: path, report: problem))
    }

    /// Reads a real Info.plist file (XML or binary) named by `infoPlistPath`.
    func infoPlist(file relative: String, baseDirectory: URL?, path: String) -> AppInfoPlist? {
        let url = RelativePath.resolve(relative, against: baseDirectory)
        do {
            return try AppInfoPlist(contentsOf: url)
        } catch {
            problem(path, "\(error)")
            return nil
        }
    }

    func infoPlistSources(_ value: JSONValue, path: String) -> [AppInfoPlist.KeySource] {
        guard let pairs = object(value, path: path, keys: InfoPlist.Key.all, example: "{\"UIRequiresFullScreen\": \"App/Info.plist\"}")
        else { return [] }
        return pairs.compactMap { key, value in string(value, path: "\(path).\(key)").map { AppInfoPlist.KeySource(key: key, source: $0) } }
    }

    // MARK: Presentations

    func presentations(_ value: JSONValue, path: String) -> [NamedPresentation] {
        guard let pairs = namedPresentations(value, path: path) else { return [] }
        var result: [NamedPresentation] = []
        for (name, item) in pairs {
            let itemPath = "\(path).\(name)"
            guard !name.isEmpty else {
                problem(path, "a presentation needs a non-empty name")
                continue
            }
            guard case .object(var fields) = item else {
                problem(itemPath, "expected an object such as {\"style\": \"formSheet\"}, found \(item.kindDescription)")
                continue
            }
            var source: String?
            if let sourceValue = fields["source"] {
                source = string(sourceValue, path: "\(itemPath).source")
                fields.removeAll { $0.0 == "source" }
            }
            var controller: ControllerDescription?
            if let controllerValue = fields["controller"] {
                controller = self.controller(controllerValue, path: "\(itemPath).controller")
                fields.removeAll { $0.0 == "controller" }
            }
            if fields["title"] == nil { fields.insert(("title", .string(name)), at: 0) }
            if let request = presentationRequest(.object(fields), path: itemPath) {
                result.append(NamedPresentation(name: name, request: request, source: source, controller: controller))
            }
        }
        return result
    }
}

extension DescriptionReader {
    /// A layout region (`layoutGuide(for:)`) is iOS 26 API: an app that says it is built with an
    /// older SDK cannot ask for one. The plain guides (`safeArea`, `margins`) are older.
    func checkLayoutRegions(root: ControllerDescription, sdk: OSVersion, path: String) {
        guard !OSFeature.layoutRegions.isAvailable(on: sdk) else { return }
        for node in root.allNodes {
            guard let layout = node.layout else { continue }
            let lines = (layout.any + layout.compact + layout.regular).flatMap(\.constraints)
            for line in lines {
                guard case .guide(_, let region, _) = line.target, region.cornerAdaptation != nil, let text = line.target.text else {
                    continue
                }
                problem(
                    path,
                    "'\(sdk)' is older than the iOS 26 SDK, which layout regions need: '\(text)' in the layout of "
                        + """
                        '\(node.title ?? node.className ?? "a view controller")' (UIView.layoutGuide(for:) is iOS 26 API; use \
                        safeArea or margins)
                        """
                )
                return
            }
        }
    }
}
