import Foundation
import PadKit

/// A parsed `project.pbxproj`: its objects by id, the project object, and the paths of its file
/// references resolved through the group tree.
///
/// ``OpenStepPropertyList`` reads the OpenStep text format Xcode writes; `PropertyList`
/// (Foundation's `PropertyListDecoder`) anything else, and reports the errors. Paths: a reference's `sourceTree` says what its `path` is
/// relative to: `<group>` the
/// enclosing group's folder, `SOURCE_ROOT` the project's folder, `<absolute>` nothing; others
/// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`) are outside the sources and not read.
struct XcodeProject {
    /// The `.xcodeproj` folder.
    let bundlePath: String
    /// The folder holding the `.xcodeproj` (`SRCROOT`, `PROJECT_DIR`).
    let directory: String
    /// `project.pbxproj`.
    let file: String
    let objects: [String: [String: Any]]
    let rootID: String
    /// The group or folder that contains each object, by id.
    private let parents: [String: String]

    /// Reads and checks `project.pbxproj` of the `.xcodeproj` at `path` (or the file itself).
    ///
    /// - Throws: always a ``ProjectReadingError`` (plain `throws`: Swift 6.3 miscompiles typed
    ///   throws on initializers; `ProjectFuzzTests.damagedFiles` crashed here): the file is missing,
    ///   too large, not a property list, or not a project.
    init(path: String, limits: ReadingLimits) throws {
        var bundle = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        bundle = LexicalPath.normalized(bundle)
        while bundle.count > 1 && bundle.hasSuffix("/") { bundle.removeLast() }
        if bundle.hasSuffix("project.pbxproj") { bundle = (bundle as NSString).deletingLastPathComponent }
        bundlePath = bundle
        let parent = (bundle as NSString).deletingLastPathComponent
        directory = parent.isEmpty ? "." : parent
        file = (bundle as NSString).appendingPathComponent("project.pbxproj")
        let data = try BoundedFile.read(file, limits: limits)
        let plist: Any
        // The OpenStep text Xcode writes, read from its bytes; anything else (and every error) by Foundation.
        if let read = OpenStepPropertyList.parse(data) {
            plist = read
        } else {
            do throws(PropertyList.ReadError) {
                plist = try PropertyList.object(from: data)
            } catch {
                throw ProjectReadingError.notAPropertyList(file: file, reason: error.reason)
            }
        }
        guard let top = plist as? [String: Any] else {
            throw ProjectReadingError.notAPropertyList(file: file, reason: "the top level is not a dictionary")
        }
        guard let objects = top["objects"] as? [String: Any] else {
            throw ProjectReadingError.malformedProject(file: file, objectID: "objects", reason: "missing or not a dictionary")
        }
        var typed: [String: [String: Any]] = [:]
        for (id, value) in objects {
            guard let object = value as? [String: Any] else {
                throw ProjectReadingError.malformedProject(file: file, objectID: id, reason: "not a dictionary")
            }
            typed[id] = object
        }
        guard let rootID = top["rootObject"] as? String, typed[rootID]?["isa"] as? String == "PBXProject" else {
            throw ProjectReadingError.malformedProject(
                file: file, objectID: (top["rootObject"] as? String) ?? "rootObject", reason: "the root object is not a PBXProject")
        }
        self.objects = typed
        self.rootID = rootID
        var parents: [String: String] = [:]
        for id in typed.keys.sorted() {
            for child in (typed[id]?["children"] as? [String]) ?? [] where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
    }

    subscript(id: String) -> [String: Any]? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key] as? String }

    func ids(_ id: String, _ key: String) -> [String] { (objects[id]?[key] as? [String]) ?? [] }

    /// The project object's `buildConfigurationList`.
    var projectConfigurationList: String? { string(rootID, "buildConfigurationList") }

    /// The targets, in the project's order.
    var targetIDs: [String] { ids(rootID, "targets") }

    /// The configurations of a `XCConfigurationList`, by name, in order.
    func configurations(list: String) -> [(name: String, id: String)] {
        ids(list, "buildConfigurations").compactMap { id in string(id, "name").map { ($0, id) } }
    }

    /// The build settings written in a `XCBuildConfiguration` (values are strings or lists).
    func buildSettings(configuration id: String) -> [String: Any] {
        (objects[id]?["buildSettings"] as? [String: Any]) ?? [:]
    }

    /// The path of a file reference, group or synchronized folder, relative to the current
    /// directory; `nil` when it lives outside the sources (`BUILT_PRODUCTS_DIR`, `SDKROOT`).
    func path(of id: String) -> String? {
        var visited: Set<String> = []
        return path(of: id, visited: &visited)
    }

    private func path(of id: String, visited: inout Set<String>) -> String? {
        guard visited.insert(id).inserted, let object = objects[id] else { return nil }
        let own = object["path"] as? String
        let tree = object["sourceTree"] as? String ?? "<group>"
        let base: String?
        switch tree {
        case "<absolute>": base = ""
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = directory
        case "<group>":
            if id == string(rootID, "mainGroup") {
                base = directory
            } else if let parent = parents[id] {
                base = path(of: parent, visited: &visited)
            } else {
                base = directory
            }
        default: base = nil
        }
        guard let base else { return nil }
        guard let own, !own.isEmpty else { return base }
        if own.hasPrefix("/") { return own }
        return base.isEmpty ? own : (base as NSString).appendingPathComponent(own)
    }
}
