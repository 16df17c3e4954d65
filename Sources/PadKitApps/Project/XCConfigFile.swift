import Foundation

/// The assignments of an `.xcconfig` file in order, with its `#include`d files read in place.
///
/// Syntax (Xcode Help, "Build settings reference: configuration settings file"): `KEY = value`,
/// `KEY[sdk=iphoneos*] = value` (conditions), `// comments`, `#include "file"` and
/// `#include? "file"` (optional: skipped silently when missing). A trailing `;` is allowed.
///
/// Where Xcode looks for an included file: first relative to the folder of the file that
/// includes it, then relative to the project's folder (`SRCROOT`). The documentation mentions only
/// the first; the second is what Xcode does, as found by the maintainers of tuist/XcodeProj
/// ("If that fails, Xcode will attempt to load the included xcconfig file relative to the Xcode
/// project", pull request #238, 2018) and of mattmassicotte/XCConfig (issue #1, "Xcode's behavior
/// does not match its documentation", with its `RootRelativeDirectoryInclude` test). An absolute
/// path is taken as written; `<DEVELOPER_DIR>/...` points into Xcode and is not read.
///
/// A non-optional include that is found in neither place is what Xcode builds past with a
/// warning ("Unable to find included file"): it goes to ``unresolved`` with its remedy
/// (``MissingFile``) and the rest of the file is read.
struct XCConfigFile {
    /// One `KEY[conditions] = value` line; its source is `file:line`.
    typealias Assignment = BuildSettings.Assignment

    let assignments: [Assignment]
    /// Includes that could not be read (`#include?` of a missing file is not listed).
    let unresolved: [UnresolvedItem]

    /// Where an included file is looked for, in Xcode's order.
    static func includeCandidates(_ target: String, includingFolder: String, projectDirectory: String?) -> [String] {
        if target.hasPrefix("/") { return [target] }
        var candidates = [(includingFolder as NSString).appendingPathComponent(target)]
        if let projectDirectory {
            let fromProject = (projectDirectory as NSString).appendingPathComponent(target)
            if LexicalPath.normalized(fromProject) != LexicalPath.normalized(candidates[0]) { candidates.append(fromProject) }
        }
        return candidates
    }

    static func read(
        _ path: String, projectDirectory: String? = nil, displayPath: (String) -> String, limits: ReadingLimits, chain: [String] = [],
        filesRead: inout Int
    ) throws(ProjectReadingError) -> XCConfigFile {
        let standard = LexicalPath.normalized(path)
        if chain.contains(standard) { throw .includeCycle(chain: (chain + [standard]).map(displayPath)) }
        filesRead += 1
        if filesRead > limits.files {
            throw .limitExceeded(file: displayPath(path), line: 0, limit: .fileCount, maximum: limits.files, value: filesRead)
        }
        let data = try BoundedFile.read(path, limits: limits, referencedFrom: chain.last.map(displayPath))
        guard let text = String(data: data, encoding: .utf8) else {
            throw .malformedXCConfig(file: displayPath(path), line: 1, text: "not UTF-8 text")
        }
        var assignments: [Assignment] = []
        var unresolved: [UnresolvedItem] = []
        let folder = (path as NSString).deletingLastPathComponent
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let source = "\(displayPath(path)):\(lineNumber)"
            var line = Self.strippingComment(String(rawLine)).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
                    throw .malformedXCConfig(file: displayPath(path), line: lineNumber, text: line)
                }
                let target = String(line[line.index(after: open)..<close])
                if target.hasPrefix("<") {
                    unresolved.append(
                        UnresolvedItem(
                            path: "project",
                            reason:
                                "#include \"\(target)\" points into Xcode, not the project; its settings are Xcode's own and are not read",
                            source: source))
                    continue
                }
                let candidates = Self.includeCandidates(target, includingFolder: folder, projectDirectory: projectDirectory)
                guard let resolved = candidates.lazy.compactMap(CaseInsensitivePath.existing).first else {
                    if !optional {
                        unresolved.append(
                            MissingFile(file: displayPath(candidates[0]), referencedFrom: source)
                                .unresolved(
                                    what: "the included file",
                                    consequence: "Xcode builds past it with a warning, and PadKit reads on without its settings"))
                    }
                    continue
                }
                let included = try read(
                    resolved, projectDirectory: projectDirectory, displayPath: displayPath, limits: limits,
                    chain: chain + [standard], filesRead: &filesRead)
                assignments += included.assignments
                unresolved += included.unresolved
                continue
            }
            if line.hasSuffix(";") { line.removeLast() }
            guard let equals = Self.assignmentEquals(line) else {
                throw .malformedXCConfig(file: displayPath(path), line: lineNumber, text: line)
            }
            let left = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let parsed = Self.keyAndConditions(left) else {
                throw .malformedXCConfig(file: displayPath(path), line: lineNumber, text: line)
            }
            assignments.append(Assignment(key: parsed.key, conditions: parsed.conditions, value: value, source: source))
        }
        return XCConfigFile(assignments: assignments, unresolved: unresolved)
    }

    /// `//` starts a comment unless it is inside a value such as `https://` (preceded by `:`).
    private static func strippingComment(_ line: String) -> String {
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character == "/", next < line.endIndex, line[next] == "/", previous != ":" { return String(line[..<index]) }
            previous = character
            index = next
        }
        return line
    }

    /// The `=` of `KEY[cond=value] = value`: the first one outside the condition brackets.
    private static func assignmentEquals(_ line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// `KEY`, `KEY[sdk=iphoneos*]`, `KEY[sdk=iphoneos*][arch=arm64]` or `KEY[sdk=iphoneos*,arch=arm64]`.
    static func keyAndConditions(_ text: String) -> (key: String, conditions: [(name: String, pattern: String)])? {
        guard let bracket = text.firstIndex(of: "[") else {
            return Self.isKey(text) ? (text, []) : nil
        }
        let key = String(text[..<bracket])
        guard Self.isKey(key) else { return nil }
        var conditions: [(String, String)] = []
        for part in text[bracket...].split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," }) {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { return nil }
            conditions.append((pair[0], pair[1]))
        }
        return (key, conditions)
    }

    private static func isKey(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(text.first?.isNumber ?? true)
    }
}
