import Foundation
import PadKit

/// What `padkit matrix --record FILE` writes and `--expect FILE` compares with: the rows
/// `padkit matrix --format json` wrote, and the app description they were computed from.
///
/// The description is what lets a check tell a change of the app from a change of PadKit: today's
/// PadKit runs the recorded description again (``MatrixComparison``). A file holding only rows
/// (the array `matrix --format json` prints) is accepted too; then every change counts as the
/// app's.
///
/// The matrix options the rows were recorded with (`--family ipad`) are kept too, so a check
/// runs the same selection of placements.
///
/// ```json
/// { "options": ["--family", "ipad"],
///   "description": { "name": "Mail", "infoPlist": { "UIDeviceFamily": [1, 2] }, "root": { ... } },
///   "rows": [ { "device": "ipad-pro-11-inch-m4", "orientation": "landscape", "mode": "full", ... } ] }
/// ```
public struct MatrixExpectation: Sendable {
    /// The description the rows were computed from; `nil` for a file of rows only, or an app
    /// written in Swift (a built-in sample).
    public var description: AppDescription?
    /// The rows, as `padkit matrix --format json` writes them.
    public var rows: [JSONValue]
    /// The `padkit matrix` options that chose the rows (`["--family", "ipad"]`); `nil` for a file
    /// of rows only.
    public var options: [String]?
    /// The Interface Builder files the app's views were read from, with their digests
    /// (`"interfaceFiles": {"Main.storyboard": "fnv1a64:..."}`); empty for an app without them.
    public var interfaceFiles: [InterfaceFileDigest] = []

    /// Makes an expectation from its parts.
    public init(options: [String]? = nil, description: AppDescription?, rows: [JSONValue]) {
        self.options = options
        self.description = description
        self.rows = rows
    }

    /// The top-level keys, in the order they are written.
    public static let keys = ["options", "description", "interfaceFiles", "rows"]

    /// The file's JSON: the description first (self-contained: its Info.plist keys inline, with
    /// their sources), then the rows.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let options { pairs.append(("options", .array(options.map(JSONValue.string)))) }
        if var description {
            // The recorded description is read back without the project, so the Info.plist a
            // hand-written description names by path is written inline.
            description.infoPlistPath = nil
            pairs.append(("description", description.jsonValue))
        }
        if !interfaceFiles.isEmpty {
            pairs.append(("interfaceFiles", .object(interfaceFiles.map { ($0.path, JSONValue.string($0.digest)) })))
        }
        pairs.append(("rows", .array(rows)))
        return .object(pairs)
    }

    /// Reads an expectation file.
    ///
    /// - Throws: ``MatrixExpectationError`` naming the file, with every problem and its JSON path.
    public static func read(contentsOf path: String) throws(MatrixExpectationError) -> MatrixExpectation {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MatrixExpectationError(
                file: path, problems: [JSONProblem(path: "$", "cannot read the expectation file (record one with --record)")])
        }
        return try read(data: data, file: path)
    }

    /// Reads an expectation from JSON text.
    public static func read(data: Data, file: String? = nil) throws(MatrixExpectationError) -> MatrixExpectation {
        let value: JSONValue
        do {
            value = try JSONValue(jsonData: data)
        } catch {
            throw MatrixExpectationError(file: file, problems: [JSONProblem(path: "$", "not valid JSON (\(error.localizedDescription))")])
        }
        return try read(value, file: file)
    }

    /// Reads an expectation from a JSON value: an object with `description` and `rows`, or an array of rows.
    public static func read(_ value: JSONValue, file: String? = nil) throws(MatrixExpectationError) -> MatrixExpectation {
        let reader = JSONReader()
        var description: AppDescription?
        var options: [String]?
        var rowsValue: JSONValue?
        var interfaceFiles: [InterfaceFileDigest] = []
        var problems: [JSONProblem] = []
        if case .array = value {
            rowsValue = value
        } else if let pairs = reader.object(value, path: "", keys: keys, example: "{\"description\": {...}, \"rows\": [...]}") {
            rowsValue = pairs["rows"]
            if let value = pairs["options"], let items = reader.array(value, path: "options", nonEmpty: false, what: "command-line options")
            {
                options = items.enumerated().compactMap { reader.string($0.element, path: "options[\($0.offset)]") }
            }
            if rowsValue == nil { reader.problem("rows", "missing; expected the rows `padkit matrix --format json` writes") }
            if let value = pairs["interfaceFiles"] {
                if case .object(let files) = value {
                    for (path, digest) in files {
                        if let text = reader.string(digest, path: "interfaceFiles.\(path)") {
                            interfaceFiles.append(InterfaceFileDigest(path: path, digest: text))
                        }
                    }
                } else {
                    reader.problem(
                        "interfaceFiles", "expected an object of Interface Builder files and their digests, found \(value.kindDescription)")
                }
            }
            if let described = pairs["description"] {
                do {
                    description = try AppDescriptionReader.read(described, pathPrefix: "description")
                } catch {
                    problems += error.problems
                }
            }
        }
        let topProblems = reader.problems.count
        let rowsPath = rowsValue == value ? "$" : "rows"
        var seen: [MatrixRowKey: Int] = [:]
        let rows = rowsValue.flatMap { reader.array($0, path: rowsPath, nonEmpty: false, what: "matrix rows") } ?? []
        for (index, row) in rows.enumerated() {
            let path = rowsPath == "$" ? "[\(index)]" : "rows[\(index)]"
            guard case .object = row else {
                reader.problem(
                    path,
                    """
                    expected a matrix row such as {\"device\": \"ipad-air-11-inch-m2\", \"orientation\": \"portrait\", \"mode\": \
                    \"full\"}, found \(row.kindDescription)
                    """
                )
                continue
            }
            for field in ["device", "orientation", "mode"] {
                guard let fieldValue = row[field] else {
                    reader.problem("\(path).\(field)", "missing; a row is matched by its device, orientation and mode")
                    continue
                }
                _ = reader.string(fieldValue, path: "\(path).\(field)")
            }
            for field in ["osVersion", "multitasking"] {
                if let fieldValue = row[field] { _ = reader.string(fieldValue, path: "\(path).\(field)") }
            }
            if case .string(let orientation)? = row["orientation"], orientation != "portrait", orientation != "landscape" {
                reader.problem("\(path).orientation", "'\(orientation)' is not a matrix orientation; expected portrait or landscape")
            }
            if let key = MatrixRowKey(row: row) {
                if let first = seen[key] {
                    reader.problem(
                        path, "the same placement as rows[\(first)] (\(key.deviceText) \(key.orientation) \(key.mode)\(key.settingText))")
                } else {
                    seen[key] = index
                }
            }
        }
        // In document order: the top level, the description, the rows.
        problems = Array(reader.problems[..<topProblems]) + problems + reader.problems[topProblems...]
        guard problems.isEmpty else { throw MatrixExpectationError(file: file, problems: problems) }
        var expectation = MatrixExpectation(options: options, description: description, rows: rows)
        expectation.interfaceFiles = interfaceFiles
        return expectation
    }
}
