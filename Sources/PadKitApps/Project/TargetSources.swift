import Foundation

/// The source files that belong to the chosen app target, and nothing else: what `padkit-lint
/// app-root` reads for the root set in code.
///
/// A project's folders hold more than the app: unit and UI tests whose mocks set a window's
/// root, extensions, other apps. Xcode compiles for a target exactly:
/// - the files of its `PBXSourcesBuildPhase`;
/// - the files of its Xcode 16 synchronized folders (`fileSystemSynchronizedGroups`, each a
///   `PBXFileSystemSynchronizedRootGroup`), less the folder's membership exceptions for the target
///   (`PBXFileSystemSynchronizedBuildFileExceptionSet.membershipExceptions`);
/// - the sources of the local Swift packages it links (`packageProductDependencies`, each an
///   `XCSwiftPackageProductDependency` whose `package` is an `XCLocalSwiftPackageReference` with a
///   `relativePath`, or, for packages added as folders before Xcode 15, a folder reference holding
///   a `Package.swift`): the package's `Sources` (its product's targets depend on the others).
///
/// A file the build phase lists that is not there (R.swift's `R.generated.swift`, SwiftGen's
/// output) is listed in `unresolved` with its remedy; the others are read.
struct TargetSources {
    /// Swift files and package source folders, sorted, no duplicates.
    let swiftPaths: [String]
    /// The target's Objective-C implementation files.
    let objectiveCFiles: [String]
    let unresolved: [UnresolvedItem]
    private let displayPath: (String) -> String
    private let limits: ReadingLimits

    init(target: ProjectTarget, limits: ReadingLimits, displayPath: @escaping (String) -> String) {
        self.displayPath = displayPath
        self.limits = limits
        var unresolved: [UnresolvedItem] = []
        var swift: [String] = []
        var objectiveC: [String] = []
        let submodules = GitSubmodules(around: target.project.directory, limits: limits)
        // Files of a submodule that is not checked out: one entry per submodule.
        var unfetched: [(submodule: String, files: [String])] = []
        let scriptOutputs = Self.scriptOutputs(target)
        for named in target.files(phase: "PBXSourcesBuildPhase", extensions: ["swift", "m", "mm"], limits: limits) {
            // A name that differs only in case is the file, as on the Mac Xcode runs on.
            let path = CaseInsensitivePath.existing(named) ?? named
            guard FileManager.default.fileExists(atPath: path) else {
                if let phase = scriptOutputs.first(where: { $0.path == LexicalPath.normalized(path) })?.phase {
                    unresolved.append(
                        UnresolvedItem(
                            path: "project",
                            reason:
                                """
                                the source file \(displayPath(path)) does not exist: the build phase '\(phase)' (a run script) writes it; \
                                it is not read for the root set in code
                                """,
                            source: "\(target.projectName): target \(target.name), PBXShellScriptBuildPhase '\(phase)'",
                            file: displayPath(path),
                            remedy: "build the project once (the '\(phase)' phase writes the file), or run that script, then read it again")
                    )
                    continue
                }
                if let submodule = submodules.submodule(holding: path) {
                    if let index = unfetched.firstIndex(where: { $0.submodule == submodule }) {
                        unfetched[index].files.append(displayPath(path))
                    } else {
                        unfetched.append((submodule, [displayPath(path)]))
                    }
                    continue
                }
                unresolved.append(
                    MissingFile(
                        file: displayPath(path), referencedFrom: "\(target.projectName): target \(target.name), PBXSourcesBuildPhase"
                    )
                    .unresolved(what: "the source file", consequence: "it is not read for the root set in code (a generated file?)"))
                continue
            }
            if path.hasSuffix(".swift") { swift.append(path) } else { objectiveC.append(path) }
        }
        for (submodule, files) in unfetched {
            unresolved.append(
                UnresolvedItem(
                    path: "project",
                    reason:
                        """
                        the git submodule \(submodule) is not checked out: its \(files.count) source file\(files.count == 1 ? "" : "s") \
                        (\(files[0])\(files.count > 1 ? ", ..." : "")) \(files.count == 1 ? "is" : "are") not read for the root set in code
                        """,
                    source: "\(target.projectName): target \(target.name), PBXSourcesBuildPhase", file: submodule,
                    remedy: "run `git submodule update --init \(submodule)` in the repository, then read it again"))
        }
        swift += Self.localPackageSources(target)
        swiftPaths = Array(Set(swift.map { LexicalPath.normalized($0) })).sorted()
        objectiveCFiles = Array(Set(objectiveC)).sorted()
        self.unresolved = unresolved
    }

    /// The files the project's run-script phases say they write (`outputPaths`, `$(SRCROOT)` and
    /// `$(PROJECT_DIR)` being the project's folder), with the phase's name (and its target's, when
    /// another target's phase writes it): SwiftGen's and R.swift's generated sources. The target's
    /// own phases come first.
    static func scriptOutputs(_ target: ProjectTarget) -> [(path: String, phase: String)] {
        let project = target.project
        let others = project.objects.keys.sorted().filter { project.isa($0) == "PBXNativeTarget" && $0 != target.id }
        var result: [(path: String, phase: String)] = []
        for owner in [target.id] + others {
            for phase in project.ids(owner, "buildPhases") where project.isa(phase) == "PBXShellScriptBuildPhase" {
                let name =
                    (project.string(phase, "name") ?? "Run Script")
                    + (owner == target.id ? "" : " of target \(project.string(owner, "name") ?? owner)")
                result += outputs(of: phase, in: project).map { ($0, name) }
            }
        }
        return result
    }

    /// A run-script phase's `outputPaths`, absolute.
    private static func outputs(of phase: String, in project: XcodeProject) -> [String] {
        project.ids(phase, "outputPaths").compactMap { output in
            var expanded = output
            for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}"] {
                expanded = expanded.replacingOccurrences(of: variable, with: project.directory)
            }
            return expanded.hasPrefix("/") ? LexicalPath.normalized(expanded) : nil
        }
    }

    /// The source folders of the local packages the target links.
    static func localPackageSources(_ target: ProjectTarget) -> [String] {
        let project = target.project
        var folders: [String] = []
        let packageFolders = legacyPackageFolders(project)
        for dependency in project.ids(target.id, "packageProductDependencies") {
            guard let product = project.string(dependency, "productName") else { continue }
            var candidates: [String] = []
            if let package = project.string(dependency, "package") {
                guard project.isa(package) == "XCLocalSwiftPackageReference", let relative = project.string(package, "relativePath") else {
                    continue
                }
                candidates = [relative.hasPrefix("/") ? relative : (project.directory as NSString).appendingPathComponent(relative)]
            } else {
                candidates = packageFolders
            }
            for folder in candidates {
                let sources = (folder as NSString).appendingPathComponent("Sources")
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                // The product's own folder, when the package has one, is not enough: its targets
                // depend on the package's other targets (an enum of tabs in a `Models` target).
                if candidates.count == 1 || FileManager.default.fileExists(atPath: (sources as NSString).appendingPathComponent(product)) {
                    folders.append(sources)
                }
            }
        }
        return folders
    }

    /// Folders in the project's group tree that hold a `Package.swift` (local packages added as
    /// folder references, which `XCSwiftPackageProductDependency` then names without a `package`).
    private static func legacyPackageFolders(_ project: XcodeProject) -> [String] {
        var result: [String] = []
        for id in project.objects.keys.sorted() where project.isa(id) == "PBXFileReference" {
            let type = project.string(id, "lastKnownFileType") ?? project.string(id, "explicitFileType") ?? ""
            guard type == "wrapper" || type == "folder" || type.isEmpty, let path = project.path(of: id),
                FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift"))
            else { continue }
            result.append(path)
        }
        return result
    }

    /// Where the target's Objective-C files assign a window's `rootViewController`, as `file:line`.
    func objectiveCRootAssignments() -> [String] {
        var places: [String] = []
        for file in objectiveCFiles {
            guard let data = try? BoundedFile.read(file, limits: limits) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard line.contains("rootViewController"), line.lowercased().contains("window") else { continue }
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                // `self.window.rootViewController = x;` or `[self.window setRootViewController:x];`
                let assigns =
                    code.range(of: #"rootViewController\s*=[^=]"#, options: .regularExpression) != nil
                    || code.contains("setRootViewController:")
                if assigns { places.append("\(displayPath(file)):\(offset + 1)") }
            }
        }
        return places
    }
}
