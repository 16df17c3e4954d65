import Foundation

/// The app target `padkit app init --project` reads: its name, configuration, resolved build
/// settings, and the files of its build phases and synchronized folders.
struct ProjectTarget {
    let project: XcodeProject
    let id: String
    let name: String
    let configuration: String
    let settings: BuildSettings
    /// `App.xcodeproj`, as sources name the project.
    let projectName: String
    /// Files the settings refer to that are not there (a CocoaPods xcconfig before `pod install`).
    let unresolved: [UnresolvedItem]

    /// The product type of an app that runs on iPhone and iPad (`com.apple.product-type.application`);
    /// extensions, watch apps, App Clips and frameworks have other types.
    static let applicationProductType = "com.apple.product-type.application"

    /// Picks the target and configuration.
    ///
    /// A target is an iOS app when its product type is an application and its `SDKROOT` is
    /// `iphoneos` (or, for a multiplatform target whose `SDKROOT` is `auto`, `SUPPORTED_PLATFORMS`
    /// lists `iphoneos`); a macOS app is not an iPad app. The configuration is `--configuration`, else `Release`, else the
    /// list's `defaultConfigurationName`.
    ///
    /// - Throws: always a ``ProjectReadingError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers):
    ///   no such target or configuration, or a malformed project object.
    init(
        project: XcodeProject, target requested: String?, configuration requestedConfiguration: String?,
        limits: ReadingLimits, displayPath: @escaping (String) -> String, filesRead: inout Int
    ) throws {
        self.project = project
        projectName = (project.bundlePath as NSString).lastPathComponent
        var all: [String] = []
        var apps: [(id: String, name: String)] = []
        for id in project.targetIDs {
            guard let name = project.string(id, "name") else {
                throw ProjectReadingError.malformedProject(file: project.file, objectID: id, reason: "a target without a name")
            }
            all.append(name)
            guard project.isa(id) == "PBXNativeTarget", project.string(id, "productType") == Self.applicationProductType else { continue }
            // The platform is judged in the configuration that will be read, or the target's default one.
            let names = project.string(id, "buildConfigurationList").map { project.configurations(list: $0).map(\.name) } ?? []
            let wanted = requestedConfiguration ?? "Release"
            let judged =
                names.contains(wanted)
                ? wanted
                : (project.string(id, "buildConfigurationList").flatMap { project.string($0, "defaultConfigurationName") } ?? names.first
                    ?? wanted)
            let settings = try Self.settings(
                project: project, target: id, name: name, configuration: judged,
                projectName: projectName, limits: limits, displayPath: displayPath, filesRead: &filesRead
            ).settings
            if Self.isIOS(settings) { apps.append((id, name)) }
        }
        let chosen: (id: String, name: String)
        if let requested {
            guard let match = apps.first(where: { $0.name == requested }) else {
                throw ProjectReadingError.unknownTarget(file: project.file, name: requested, appTargets: apps.map(\.name))
            }
            chosen = match
        } else {
            guard let only = apps.first else { throw ProjectReadingError.noAppTarget(file: project.file, targets: all) }
            guard apps.count == 1 else { throw ProjectReadingError.ambiguousTarget(file: project.file, appTargets: apps.map(\.name)) }
            chosen = only
        }
        id = chosen.id
        name = chosen.name
        guard let list = project.string(id, "buildConfigurationList") else {
            throw ProjectReadingError.malformedProject(file: project.file, objectID: id, reason: "the target has no buildConfigurationList")
        }
        let names = project.configurations(list: list).map(\.name)
        if let requestedConfiguration {
            guard names.contains(requestedConfiguration) else {
                throw ProjectReadingError.unknownConfiguration(file: project.file, name: requestedConfiguration, available: names)
            }
            configuration = requestedConfiguration
        } else if names.contains("Release") {
            configuration = "Release"
        } else if let fallback = project.string(list, "defaultConfigurationName") ?? names.first {
            configuration = fallback
        } else {
            throw ProjectReadingError.malformedProject(file: project.file, objectID: list, reason: "the target has no build configurations")
        }
        (settings, unresolved) = try Self.settings(
            project: project, target: id, name: name, configuration: configuration, projectName: projectName,
            limits: limits, displayPath: displayPath, filesRead: &filesRead)
    }

    private static func isIOS(_ settings: BuildSettings) -> Bool {
        let sdk = settings.value("SDKROOT")?.text ?? ""
        if sdk.hasPrefix("iphoneos") { return true }
        // A named SDK decides; SUPPORTED_PLATFORMS matters only for multiplatform targets (`auto`).
        if !sdk.isEmpty && sdk != "auto" { return false }
        let platforms = (settings.value("SUPPORTED_PLATFORMS")?.text ?? "").split(separator: " ")
        if platforms.contains("iphoneos") { return true }
        return sdk.isEmpty && platforms.isEmpty && settings.value("IPHONEOS_DEPLOYMENT_TARGET") != nil
    }

    /// The levels of ``BuildSettings`` for one target and configuration.
    private static func settings(
        project: XcodeProject, target: String, name: String, configuration: String, projectName: String,
        limits: ReadingLimits, displayPath: @escaping (String) -> String,
        filesRead: inout Int
    ) throws(ProjectReadingError) -> (settings: BuildSettings, unresolved: [UnresolvedItem]) {
        var levels: [[BuildSettings.Assignment]] = []
        var unresolved: [UnresolvedItem] = []
        let owners: [(list: String?, label: String)] = [
            (project.string(target, "buildConfigurationList"), "target \(name)"), (project.projectConfigurationList, "project"),
        ]
        for owner in owners {
            guard let list = owner.list, let config = project.configurations(list: list).first(where: { $0.name == configuration })?.id
            else {
                levels += [[], []]
                continue
            }
            let written = project.buildSettings(configuration: config)
            levels.append(
                written.keys.sorted().compactMap { rawKey in
                    guard let parsed = XCConfigFile.keyAndConditions(rawKey) else { return nil }
                    let value: String
                    if let list = written[rawKey] as? [String] {
                        value = list.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
                    } else {
                        value = (written[rawKey] as? String) ?? ""
                    }
                    return BuildSettings.Assignment(
                        key: parsed.key, conditions: parsed.conditions, value: value,
                        source: "\(projectName): \(owner.label), \(configuration), \(rawKey)")
                })
            var xcconfig: [BuildSettings.Assignment] = []
            if let path = try baseConfiguration(project: project, configuration: config) {
                let from = "\(projectName): \(owner.label), \(configuration), baseConfigurationReference"
                if FileManager.default.fileExists(atPath: path) {
                    let file = try XCConfigFile.read(
                        path, projectDirectory: project.directory, displayPath: displayPath, limits: limits, filesRead: &filesRead)
                    xcconfig = file.assignments
                    unresolved += file.unresolved
                } else {
                    unresolved.append(
                        MissingFile(file: displayPath(path), referencedFrom: from)
                            .unresolved(
                                what: "the configuration file",
                                consequence:
                                    """
                                    its settings are not read (CocoaPods' and Carthage's hold search paths and linker flags, nothing \
                                    about windows)
                                    """
                            ))
                }
            }
            levels.append(xcconfig)
        }
        let directory = project.directory
        let defaults: [(String, String)] = [
            ("SRCROOT", directory), ("PROJECT_DIR", directory), ("SOURCE_ROOT", directory),
            ("PROJECT_NAME", (projectName as NSString).deletingPathExtension), ("TARGET_NAME", name), ("TARGETNAME", name),
            ("PRODUCT_NAME", "$(TARGET_NAME)"), ("CONFIGURATION", configuration), ("PLATFORM_NAME", "iphoneos"),
            ("EFFECTIVE_PLATFORM_NAME", "-iphoneos"), ("TARGETED_DEVICE_FAMILY", "1"),
        ]
        levels.append(defaults.map { BuildSettings.Assignment(key: $0.0, conditions: [], value: $0.1, source: "Xcode default (\($0.0))") })
        return (BuildSettings(levels: levels, configuration: configuration), unresolved)
    }

    /// A configuration's `.xcconfig`: `baseConfigurationReference` (a file reference), or Xcode
    /// 16's `baseConfigurationReferenceAnchor` (a synchronized folder) with
    /// `baseConfigurationReferenceRelativePath`.
    private static func baseConfiguration(project: XcodeProject, configuration id: String) throws(ProjectReadingError) -> String? {
        if let reference = project.string(id, "baseConfigurationReference") {
            guard project[reference] != nil else {
                throw .malformedProject(file: project.file, objectID: reference, reason: "baseConfigurationReference names no object")
            }
            return project.path(of: reference)
        }
        if let anchor = project.string(id, "baseConfigurationReferenceAnchor"),
            let relative = project.string(id, "baseConfigurationReferenceRelativePath")
        {
            guard let folder = project.path(of: anchor) else {
                throw .malformedProject(file: project.file, objectID: anchor, reason: "baseConfigurationReferenceAnchor names no folder")
            }
            return (folder as NSString).appendingPathComponent(relative)
        }
        return nil
    }

    // MARK: Files

    /// The target's files of one build phase (`PBXResourcesBuildPhase`, `PBXSourcesBuildPhase`),
    /// variant groups opened (the `Base.lproj` variant first), plus the matching files of its
    /// synchronized folders (Xcode 16), less their membership exceptions.
    func files(phase: String, extensions: Set<String>, limits: ReadingLimits) -> [String] {
        var result: [String] = []
        for phaseID in project.ids(id, "buildPhases") where project.isa(phaseID) == phase {
            for buildFile in project.ids(phaseID, "files") {
                guard let reference = project.string(buildFile, "fileRef") else { continue }
                if project.isa(reference) == "PBXVariantGroup" {
                    let variants = project.ids(reference, "children").compactMap { project.path(of: $0) }
                    if let chosen = variants.first(where: { $0.contains("Base.lproj/") }) ?? variants.first,
                        extensions.contains((chosen as NSString).pathExtension)
                    {
                        result.append(chosen)
                    }
                } else if let path = project.path(of: reference), extensions.contains((path as NSString).pathExtension) {
                    result.append(path)
                }
            }
        }
        for group in project.ids(id, "fileSystemSynchronizedGroups") {
            guard let folder = project.path(of: group) else { continue }
            var excluded: Set<String> = []
            for exception in project.ids(group, "exceptions") where project.string(exception, "target") == id {
                for relative in project.ids(exception, "membershipExceptions") {
                    excluded.insert((folder as NSString).appendingPathComponent(relative))
                }
            }
            result += Self.enumerate(folder, extensions: extensions, limit: limits.elements).filter { !excluded.contains($0) }
        }
        return result
    }

    /// Files with these extensions under `folder`, sorted, at most `limit` entries visited.
    static func enumerate(_ folder: String, extensions: Set<String>, limit: Int) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        var visited = 0
        while let next = enumerator.nextObject() as? String {
            visited += 1
            if visited > limit { break }
            if extensions.contains((next as NSString).pathExtension) { found.append((folder as NSString).appendingPathComponent(next)) }
        }
        return found.sorted()
    }
}
