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
    public typealias AppRootRunner = ([String]) throws(ProjectReadingError) -> AppRootReport

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
    ///   - path: the `.xcodeproj` folder (or its `project.pbxproj`).
    ///   - target: the app target; required when the project has several iOS app targets.
    ///   - configuration: the build configuration; `Release` unless given.
    public func describe(project path: String, target: String? = nil, configuration: String? = nil) throws(ProjectReadingError) -> AppDescription {
        let project = try XcodeProject(path: path, limits: limits)
        let base = project.directory
        let display: (String) -> String = { Self.relative($0, to: base) }
        var filesRead = 0
        let app = try ProjectTarget(project: project, target: target, configuration: configuration, limits: limits, displayPath: display,
                                    filesRead: &filesRead)
        var unresolved: [UnresolvedItem] = []
        var plist = try ProjectInfoPlist(target: app, displayPath: display, limits: limits)
        unresolved += plist.unresolved
        let name = plist.displayName ?? app.settings.value("PRODUCT_NAME").flatMap { $0.text.isEmpty ? nil : $0.text } ?? app.name
        var description = AppDescription(name: name, infoPlist: plist.keys, root: ControllerDescription())
        description.source = "\(app.projectName): target \(app.name), \(app.configuration)"
        if let deployment = app.settings.value("IPHONEOS_DEPLOYMENT_TARGET") {
            if let version = OSVersion(deployment.text), version >= OSVersion(8) {
                description.deploymentTarget = version
            } else {
                unresolved.append(UnresolvedItem(path: "deploymentTarget", reason: "IPHONEOS_DEPLOYMENT_TARGET '\(deployment.text)' is not an iOS version PadKit models (8 and later)",
                                                 source: deployment.source))
            }
        }
        let storyboards = app.files(phase: "PBXResourcesBuildPhase", extensions: ["storyboard"], limits: limits)
        let swiftFiles = app.files(phase: "PBXSourcesBuildPhase", extensions: ["swift"], limits: limits)
        let reader = StoryboardReader(catalogue: Self.catalogue(storyboards), displayPath: display, limits: limits)
        let sourceFolders = Self.topFolders(swiftFiles.map { ($0 as NSString).deletingLastPathComponent })
        let entry = plist.mainStoryboard.map { (name: $0.name, source: $0.source) }
        plist.mainStoryboard = nil
        description.root = try root(storyboard: entry, sourceFolders: sourceFolders, reader: reader, unresolved: &unresolved)
        description.presentations = reader.presentations
        description.unresolved = unresolved + reader.unresolved
        return description
    }

    // MARK: Storyboard and sources without a project

    /// The description of an app without a project file: a storyboard (its initial controller is
    /// the root unless code sets one), source folders, or both.
    ///
    /// Storyboard references resolve against the storyboards beside `storyboard` (a `Base.lproj`
    /// folder's parent included) and in `sources`.
    public func describe(storyboard: String?, sources: [String], name: String? = nil,
                         infoPlist: AppInfoPlist = AppInfoPlist()) throws(ProjectReadingError) -> AppDescription {
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
        let root = try self.root(storyboard: entry, sourceFolders: sources, reader: reader, unresolved: &unresolved)
        let appName = name ?? entry?.name ?? sources.first.map { ($0 as NSString).lastPathComponent } ?? "App"
        var description = AppDescription(name: appName.isEmpty ? "App" : appName, infoPlist: infoPlist, root: root)
        description.source = ((storyboard.map { ["storyboard \($0)"] } ?? []) + (sources.isEmpty ? [] : ["sources \(sources.joined(separator: ", "))"]))
            .joined(separator: ", ")
        description.presentations = reader.presentations
        description.unresolved = unresolved + reader.unresolved
        return description
    }

    // MARK: The root

    /// The window's root: the code's when it sets one, else the entry storyboard's initial controller.
    private func root(storyboard entry: (name: String, source: String)?, sourceFolders: [String], reader: StoryboardReader,
                      unresolved: inout [UnresolvedItem]) throws(ProjectReadingError) -> ControllerDescription {
        var report: AppRootReport?
        if !sourceFolders.isEmpty {
            if let appRoot {
                report = try appRoot(sourceFolders)
            } else {
                unresolved.append(UnresolvedItem(path: "root", reason: "Swift sources were not read; a root set in code was not looked for"))
            }
        }
        if let report, var root = report.root {
            unresolved += report.unresolved
            for use in report.storyboards {
                let from = "padkit-lint app-root: \(use.path)"
                guard let node = try reader.controller(storyboard: use.name, identifier: use.identifier, path: use.path, referencedFrom: from) else {
                    unresolved.append(UnresolvedItem(path: use.path, reason: "storyboard \(use.name) has no initial view controller"))
                    continue
                }
                if let replaced = root.replacing(at: use.path, with: node) {
                    root = replaced
                } else {
                    unresolved.append(UnresolvedItem(path: use.path, reason: "the code instantiates storyboard \(use.name) here, but the root has no node at this path"))
                }
            }
            if let entry {
                unresolved.append(UnresolvedItem(path: "root", reason: "the root set in code replaces storyboard \(entry.name)'s initial view controller, as at run time",
                                                 source: entry.source))
            }
            return root
        }
        if let report { unresolved += report.unresolved }
        if let entry {
            if let node = try reader.controller(storyboard: entry.name, identifier: nil, path: "root", referencedFrom: entry.source) {
                return node
            }
            unresolved.append(UnresolvedItem(path: "root", reason: "storyboard \(entry.name) has no initial view controller, and no root set in code was found",
                                             source: entry.source))
        } else {
            unresolved.append(UnresolvedItem(path: "root", reason: "no main storyboard and no root set in code was found; the root is a placeholder"))
        }
        return ControllerDescription()
    }

    // MARK: Helpers

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

    /// The folders, less those inside another one, sorted.
    static func topFolders(_ folders: [String]) -> [String] {
        let unique = Array(Set(folders.map { LexicalPath.normalized($0) })).sorted()
        return unique.filter { folder in !unique.contains { $0 != folder && folder.hasPrefix($0 + "/") } }
    }

    /// `path` relative to `base` when it is inside it.
    static func relative(_ path: String, to base: String) -> String {
        let standard = LexicalPath.normalized(path)
        let root = LexicalPath.normalized(base)
        if root == "." || root.isEmpty { return standard }
        if standard.hasPrefix(root + "/") { return String(standard.dropFirst(root.count + 1)) }
        return standard
    }
}
