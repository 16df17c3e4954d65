import Foundation
import PadKit

/// Reads an app's own files (its Xcode project, build settings, Info.plist, storyboards, and the
/// root its code builds) into an ``AppDescription``: what `padkit app init --project` prints.
///
/// Every node and Info.plist value carries its `source`; what cannot be determined goes to the
/// description's `unresolved` with the reason, never guessed. A root set in code (reported by
/// `padkit-lint app-root`) replaces the storyboard's initial controller, as it does at run time.
public struct AppProjectReader {
    /// Runs `padkit-lint app-root` on source folders. When the linter is not available it returns
    /// a report without a root whose `unresolved` says why.
    public typealias AppRootRunner = ([String]) throws(ProjectReadingError) -> AppRootDescription

    public var limits: ReadingLimits
    /// Reads the root the code builds; `nil`: code is not read.
    public var appRoot: AppRootRunner?

    public init(limits: ReadingLimits = ReadingLimits(), appRoot: AppRootRunner? = nil) {
        self.limits = limits
        self.appRoot = appRoot
    }

    // MARK: Project

    /// The description of an app target of an Xcode project.
    ///
    /// - Parameters:
    ///   - path: the `.xcodeproj` folder (or its `project.pbxproj`), or the folder holding it (``ProjectLocation``).
    ///   - target: the app target; required when the project has several iOS app targets.
    ///   - configuration: the build configuration; `Release` unless given.
    public func describe(
        project path: String, target: String? = nil, configuration: String? = nil
    ) throws(ProjectReadingError) -> AppDescription {
        // The three initializers throw only ProjectReadingError but are declared plain `throws`
        // (Swift 6.3 miscompiles typed throws on initializers): the error gets its type back here.
        let project: XcodeProject, app: ProjectTarget, display: (String) -> String
        var plist: ProjectInfoPlist
        do {
            project = try XcodeProject(path: ProjectLocation.resolve(path), limits: limits)
            let base = project.directory
            display = { Self.relative($0, to: base) }
            var filesRead = 0
            app = try ProjectTarget(
                project: project, target: target, configuration: configuration, limits: limits, displayPath: display,
                filesRead: &filesRead)
            plist = try ProjectInfoPlist(target: app, displayPath: display, limits: limits)
        } catch {
            throw error as? ProjectReadingError ?? .unreadableFile(file: path)
        }
        var unresolved: [UnresolvedItem] = app.unresolved
        unresolved += plist.unresolved
        let name = plist.displayName ?? Self.productName(app, unresolved: &unresolved)
        var description = AppDescription(name: name, infoPlist: plist.keys, root: ControllerDescription())
        description.baseDirectory = project.directory
        description.source = "\(app.projectName): target \(app.name), \(app.configuration)"
        if let deployment = app.settings.value("IPHONEOS_DEPLOYMENT_TARGET") {
            if let version = OSVersion(deployment.text), version >= .oldestModelled {
                description.deploymentTarget = version
            } else {
                unresolved.append(
                    UnresolvedItem(
                        path: "deploymentTarget",
                        reason: "IPHONEOS_DEPLOYMENT_TARGET '\(deployment.text)' is not an iOS version PadKit models (8 and later)",
                        source: deployment.source))
            }
        }
        let storyboards = app.files(phase: "PBXResourcesBuildPhase", extensions: ["storyboard"], limits: limits)
        let reader = StoryboardReader(
            catalogue: Self.catalogue(storyboards), displayPath: display, limits: limits, ownModules: Self.moduleNames(app))
        let sources = TargetSources(target: app, limits: limits, displayPath: display)
        unresolved += sources.unresolved
        let entry = plist.mainStoryboard.map { (name: $0.name, source: $0.source) }
        plist.mainStoryboard = nil
        var codePresentations: [NamedPresentation] = []
        var codeSizeRestrictions: SceneSizeRestrictions?
        // `padkit-lint app-root` writes paths relative to the folder it runs in: they are made
        // relative to the project's folder, as every other source is, wherever the command runs.
        let base = project.directory
        let rebased = { (source: String) -> String in Self.rebased(source, onto: base) }
        description.root = try root(
            storyboard: entry, sourceFolders: sources.swiftPaths, reader: reader, unresolved: &unresolved,
            presentations: &codePresentations, sizeRestrictions: &codeSizeRestrictions,
            objectiveCRoots: sources.objectiveCRootAssignments(),
            rebasingSources: rebased)
        description.sizeRestrictions = codeSizeRestrictions
        let nibs = app.files(phase: "PBXResourcesBuildPhase", extensions: ["xib"], limits: limits).map(display)
        description.root = description.root.applyingNibRule(nibs: Self.catalogue(nibs))
        description.presentations = Self.merged(reader.presentations, codePresentations)
        description.unresolved = unresolved + reader.unresolved
        return description
    }

    // MARK: Storyboard and sources without a project

    /// The description of an app without a project file: a storyboard (its initial controller is
    /// the root unless code sets one), source folders, or both.
    ///
    /// Storyboard references resolve against the storyboards beside `storyboard` (a `Base.lproj`
    /// folder's parent included) and in `sources`.
    public func describe(
        storyboard: String?, sources: [String], name: String? = nil,
        infoPlist: AppInfoPlist = AppInfoPlist()
    ) throws(ProjectReadingError) -> AppDescription {
        var folders = sources
        var entry: (name: String, source: String)?
        if let storyboard {
            guard FileManager.default.fileExists(atPath: storyboard) else { throw .unreadableFile(file: storyboard) }
            var folder = (storyboard as NSString).deletingLastPathComponent
            if (folder as NSString).pathExtension == "lproj" { folder = (folder as NSString).deletingLastPathComponent }
            folders.insert(folder.isEmpty ? "." : folder, at: 0)
            entry = (((storyboard as NSString).lastPathComponent as NSString).deletingPathExtension, "--storyboard \(storyboard)")
        }
        var catalogue: [String: String] = [:]
        for folder in folders {
            for (key, value) in Self.catalogue(ProjectTarget.enumerate(folder, extensions: ["storyboard"], limit: limits.elements))
            where catalogue[key] == nil { catalogue[key] = value }
        }
        if let storyboard, let entryName = entry?.name { catalogue[entryName] = storyboard }
        let reader = StoryboardReader(catalogue: catalogue, displayPath: { $0 }, limits: limits)
        var unresolved: [UnresolvedItem] = []
        var codePresentations: [NamedPresentation] = []
        var codeSizeRestrictions: SceneSizeRestrictions?
        let root = try self.root(
            storyboard: entry, sourceFolders: sources, reader: reader, unresolved: &unresolved, presentations: &codePresentations,
            sizeRestrictions: &codeSizeRestrictions)
        let appName = name ?? entry?.name ?? sources.first.map { ($0 as NSString).lastPathComponent } ?? "App"
        var description = AppDescription(name: appName.isEmpty ? "App" : appName, infoPlist: infoPlist, root: root)
        description.sizeRestrictions = codeSizeRestrictions
        description.source =
            ((storyboard.map { ["storyboard \($0)"] } ?? []) + (sources.isEmpty ? [] : ["sources \(sources.joined(separator: ", "))"]))
            .joined(separator: ", ")
        let nibs = folders.flatMap { ProjectTarget.enumerate($0, extensions: ["xib"], limit: limits.elements) }
        description.root = description.root.applyingNibRule(nibs: Self.catalogue(nibs))
        description.baseDirectory = FileManager.default.currentDirectoryPath
        description.presentations = Self.merged(reader.presentations, codePresentations)
        description.unresolved = unresolved + reader.unresolved
        return description
    }

    // MARK: The root

    /// The window's root: the code's when it sets one, else the entry storyboard's initial controller.
    ///
    /// `objectiveCRoots` are the places the target's Objective-C files set a window's root, which
    /// PadKit does not read: when no Swift root is found they are named instead of a silent placeholder.
    /// `presentations` receives the presentations the code can make (SwiftUI's sheets, covers and
    /// popovers), whether or not the code sets the root, and `sizeRestrictions` the preferred scene
    /// size the code sets (`UISceneSizeRestrictions`).
    private func root(
        storyboard entry: (name: String, source: String)?, sourceFolders: [String], reader: StoryboardReader,
        unresolved: inout [UnresolvedItem], presentations: inout [NamedPresentation], sizeRestrictions: inout SceneSizeRestrictions?,
        objectiveCRoots: [String] = [], rebasingSources rebase: ((String) -> String)? = nil
    ) throws(ProjectReadingError) -> ControllerDescription {
        var report: AppRootDescription?
        if !sourceFolders.isEmpty {
            if let appRoot {
                report = try appRoot(sourceFolders)
                if let rebase { report = report?.rebasingSources(rebase) }
            } else {
                unresolved.append(
                    UnresolvedItem(path: "root", reason: "Swift sources were not read; a root set in code was not looked for"))
            }
        }
        presentations = report?.presentations ?? []
        sizeRestrictions = report?.sizeRestrictions
        if let report, var root = report.root {
            unresolved += report.unresolved
            for use in report.storyboards {
                let from = "padkit-lint app-root: \(use.path)"
                guard
                    let node = try Self.controller(
                        reader, storyboard: use.name, identifier: use.identifier, path: use.path, referencedFrom: from,
                        unresolved: &unresolved)
                else {
                    if reader.catalogue[use.name] != nil {
                        unresolved.append(UnresolvedItem(path: use.path, reason: "storyboard \(use.name) has no initial view controller"))
                    }
                    continue
                }
                if let replaced = root.replacing(at: use.path, with: node) {
                    root = replaced
                } else {
                    unresolved.append(
                        UnresolvedItem(
                            path: use.path,
                            reason: "the code instantiates storyboard \(use.name) here, but the root has no node at this path"))
                }
            }
            if let entry {
                unresolved.append(
                    UnresolvedItem(
                        path: "root",
                        reason: "the root set in code replaces storyboard \(entry.name)'s initial view controller, as at run time",
                        source: entry.source))
            }
            return root
        }
        if let report { unresolved += report.unresolved }
        for place in objectiveCRoots {
            unresolved.append(
                UnresolvedItem(
                    path: "root",
                    reason:
                        """
                        the window's root is set in Objective-C here; PadKit reads roots set in Swift and storyboards only, so this root \
                        is not read
                        """,
                    source: place, file: place.split(separator: ":").first.map(String.init),
                    remedy: "describe the root by hand in the app description, or read it from the storyboard it loads"))
        }
        if let entry {
            if let node = try Self.controller(
                reader, storyboard: entry.name, identifier: nil, path: "root", referencedFrom: entry.source,
                unresolved: &unresolved)
            {
                // A storyboard split whose class is its own delegate collapses as its code answers.
                return node.withSplitDelegates(report?.splitDelegates ?? [])
            }
            if reader.catalogue[entry.name] != nil {
                unresolved.append(
                    UnresolvedItem(
                        path: "root", reason: "storyboard \(entry.name) has no initial view controller, and no root set in code was found",
                        source: entry.source))
            }
        } else {
            // The code sets a root PadKit could not follow or does not read (Objective-C), as listed
            // above: whether CocoaPods is installed does not change that. Something else about the
            // root listed (another window's root, a branch) says the same unless pods are missing.
            let notFollowed =
                report?.unresolved.contains(where: { $0.path == "root" && $0.reason == UnresolvedItem.rootNotFollowed }) == true
                || !objectiveCRoots.isEmpty
            let rootListed = report?.unresolved.contains(where: { $0.path == "root" }) == true
            let podsMissing = unresolved.contains(where: { $0.file?.hasPrefix("Pods/") == true || $0.file?.contains("/Pods/") == true })
            if notFollowed || (rootListed && !podsMissing) {
                unresolved.append(
                    UnresolvedItem(
                        path: "root",
                        reason: "no main storyboard, and the root set in code could not be followed; the root is a placeholder"))
            } else if podsMissing {
                // CocoaPods is not installed: a development pod's code (an app delegate in a pod, as
                // ChatSecure's) may set the root, and PadKit cannot see it until it is.
                unresolved.append(
                    UnresolvedItem(
                        path: "root",
                        reason: "no main storyboard and no root set in the target's own code was found; the root is a placeholder. "
                            + "CocoaPods is not installed, and a pod's code (an app delegate in a development pod) may set the root",
                        remedy: "run `pod install`, then read it again"))
            } else {
                unresolved.append(
                    UnresolvedItem(path: "root", reason: "no main storyboard and no root set in code was found; the root is a placeholder"))
            }
        }
        return ControllerDescription()
    }

    /// The storyboard's controller; a storyboard the target does not have (or whose file is not
    /// there) is listed at `path` and reading goes on.
    private static func controller(
        _ reader: StoryboardReader, storyboard name: String, identifier: String?, path: String, referencedFrom: String,
        unresolved: inout [UnresolvedItem]
    ) throws(ProjectReadingError) -> ControllerDescription? {
        do {
            return try reader.controller(storyboard: name, identifier: identifier, path: path, referencedFrom: referencedFrom)
        } catch .missingStoryboard(let missing, let from) where missing == name {
            unresolved.append(
                UnresolvedItem(
                    path: path, reason: "storyboard \(name) is not among the target's resources; the controller it makes is not read",
                    source: from, remedy: "add \(name).storyboard to the target, or check the name"))
            return nil
        } catch .missingFile(let file, let from) {
            unresolved.append(
                MissingFile(file: file, referencedFrom: from).unresolved(
                    what: "the storyboard", consequence: "the controller it makes is not read", at: path))
            return nil
        }
    }

    // MARK: Helpers

    /// The storyboard's presentations, then the code's; a code presentation whose name a segue
    /// already has gets a number, as two segues with one name do.
    static func merged(_ storyboard: [NamedPresentation], _ code: [NamedPresentation]) -> [NamedPresentation] {
        var result = storyboard
        for presentation in code {
            var named = presentation
            var number = 2
            while result.contains(where: { $0.name == named.name }) {
                named.name = "\(presentation.name) \(number)"
                number += 1
            }
            result.append(named)
        }
        return result
    }

    /// The names the target's own module goes by: `PRODUCT_MODULE_NAME` (Xcode's default is
    /// `$(PRODUCT_NAME:c99extidentifier)`), the product's and the target's names as identifiers.
    static func moduleNames(_ app: ProjectTarget) -> Set<String> {
        var names: Set<String> = [app.name, identifier(app.name)]
        if let module = app.settings.value("PRODUCT_MODULE_NAME"), module.undefined.isEmpty, !module.text.isEmpty {
            names.insert(module.text)
        }
        if let product = app.settings.value("PRODUCT_NAME"), product.undefined.isEmpty, !product.text.isEmpty {
            names.insert(product.text)
            names.insert(identifier(product.text))
        }
        return names
    }

    /// `:c99extidentifier`: characters that cannot be in an identifier become `_`.
    private static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// `PRODUCT_NAME` expanded; the target's name, and an unresolved item, when it refers to a
    /// setting nothing sets (a name is never shown with `$(...)` in it).
    static func productName(_ app: ProjectTarget, unresolved: inout [UnresolvedItem]) -> String {
        guard let product = app.settings.value("PRODUCT_NAME") else { return app.name }
        guard product.undefined.isEmpty, !product.text.isEmpty else {
            unresolved.append(
                UnresolvedItem(
                    path: "name",
                    reason:
                        """
                        PRODUCT_NAME refers to \(product.undefined.map { "$(\($0))" }.joined(separator: ", ")), set nowhere in the \
                        project or its xcconfig files; the target's name is used
                        """,
                    source: product.source))
            return app.name
        }
        return product.text
    }

    /// Storyboard name to path; a `Base.lproj` copy wins over other localizations, then the first.
    static func catalogue(_ paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if let existing = result[name], existing.contains("Base.lproj/") || !path.contains("Base.lproj/") { continue }
            result[name] = path
        }
        return result
    }

    /// `path` relative to `base` when it is inside it.
    /// `Dir/File.swift:12`, written relative to the current folder (or absolute), relative to
    /// `base` instead when the file is inside it; anything else is kept as written.
    static func rebased(_ source: String, onto base: String) -> String {
        guard let colon = source.lastIndex(of: ":"), Int(source[source.index(after: colon)...]) != nil else { return source }
        let file = String(source[..<colon])
        let absolute = LexicalPath.normalized(
            file.hasPrefix("/") ? file : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(file))
        guard absolute.hasPrefix(LexicalPath.normalized(base) + "/") else { return source }
        return relative(absolute, to: base) + source[colon...]
    }

    static func relative(_ path: String, to base: String) -> String {
        let standard = LexicalPath.normalized(path)
        let root = LexicalPath.normalized(base)
        if root == "." || root.isEmpty { return standard }
        if standard.hasPrefix(root + "/") { return String(standard.dropFirst(root.count + 1)) }
        return standard
    }
}
