import Foundation

/// Reads typed values out of a ``JSONValue``, the one way PadKit reads its JSON inputs (app
/// descriptions, scenarios, constraint systems).
///
/// Each read takes the value and its JSON path; a bad value is recorded as a ``JSONProblem``
/// (its path, what was found and what is accepted) and the read returns `nil`, so the caller goes
/// on and every problem in the file is reported at once, not only the first. An unknown key is a
/// problem that names the nearest known key (`did you mean 'title'?`).
///
/// Domain reads (an orientation, an OS version) are extensions in the modules that own those
/// types.
public final class JSONReader {
    /// The problems found so far, in the order they were found.
    public private(set) var problems: [JSONProblem] = []

    /// A reader with no problems yet.
    public init() {}

    /// Records a problem at `path`.
    public func problem(_ path: String, _ message: String) {
        problems.append(JSONProblem(path: path, message))
    }

    /// Records problems found elsewhere (a nested document read by another reader).
    public func record(_ problems: [JSONProblem]) {
        self.problems += problems
    }

    /// `base.key`, or `key` at the top.
    public static func join(_ base: String, _ key: String) -> String {
        base.isEmpty ? key : "\(base).\(key)"
    }

    /// The JSON in `data`, or `nil` with a problem at `$` when it is not JSON.
    public func parse(_ data: Data) -> JSONValue? {
        do {
            return try JSONValue(jsonData: data)
        } catch {
            problem("$", "not valid JSON (\(error.localizedDescription))")
            return nil
        }
    }

    /// The object's pairs after checking that every key is known; an unknown key is a problem that
    /// suggests the nearest known key.
    public func object(_ value: JSONValue, path: String, keys: [String], example: String) -> [(String, JSONValue)]? {
        guard case .object(let pairs) = value else {
            problem(path.isEmpty ? "$" : path, "expected an object such as \(example), found \(value.kindDescription)")
            return nil
        }
        for (key, _) in pairs where !keys.contains(key) {
            problem(Self.join(path, key), Self.unknownKeyMessage(key, known: keys))
        }
        return pairs.filter { keys.contains($0.0) }
    }

    /// The value of `key` in `pairs`; a missing key is a problem (`missing; expected ...`).
    public func required(_ pairs: [(String, JSONValue)], _ key: String, path: String, expected: String) -> JSONValue? {
        guard let value = pairs[key] else {
            problem(Self.join(path, key), "missing; expected \(expected)")
            return nil
        }
        return value
    }

    /// "unknown key 'x'; did you mean 'title'?" or the list of accepted keys; `what` names what
    /// the key is (`key`, `event`).
    public static func unknownKeyMessage(_ key: String, known: [String], what: String = "key") -> String {
        let nearest = known.map { ($0, EditDistance.levenshtein($0.lowercased(), key.lowercased())) }.min { $0.1 < $1.1 }
        if let (name, distance) = nearest, distance <= max(2, key.count / 3) {
            return "unknown \(what) '\(key)'; did you mean '\(name)'?"
        }
        return "unknown \(what) '\(key)'; expected one of \(known.joined(separator: ", "))"
    }

    /// A string; an empty one is a problem unless `nonEmpty` is false.
    public func string(_ value: JSONValue, path: String, nonEmpty: Bool = true) -> String? {
        guard case .string(let text) = value else {
            problem(path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        return refusingEmpty(text, when: nonEmpty, path: path, "expected a non-empty string")
    }

    /// `true` or `false`.
    public func bool(_ value: JSONValue, path: String) -> Bool? {
        guard case .bool(let flag) = value else {
            problem(path, "expected true or false, found \(value.kindDescription)")
            return nil
        }
        return flag
    }

    /// A finite number in `range`.
    public func number(_ value: JSONValue, path: String, in range: ClosedRange<Double> = -1e9...1e9, what: String = "a number") -> Double? {
        guard case .number(let number) = value else {
            problem(path, "expected \(what), found \(value.kindDescription)")
            return nil
        }
        guard number.isFinite, range.contains(number) else {
            problem(
                path,
                """
                \(NumberText.points(number)) is out of range; expected \(what) from \(NumberText.points(range.lowerBound)) to \
                \(NumberText.points(range.upperBound))
                """
            )
            return nil
        }
        return number
    }

    /// A whole number from 0 below `limit`.
    public func index(_ value: JSONValue, path: String, limit: Int = 1_000_000) -> Int? {
        guard case .number(let number) = value else {
            problem(path, "expected a whole number from 0, found \(value.kindDescription)")
            return nil
        }
        guard number >= 0, number == number.rounded(), number < Double(limit) else {
            problem(path, "expected a whole number from 0, found \(NumberText.points(number))")
            return nil
        }
        return Int(number)
    }

    /// An array; an empty one is a problem when `nonEmpty`.
    public func array(_ value: JSONValue, path: String, nonEmpty: Bool, what: String) -> [JSONValue]? {
        guard case .array(let items) = value else {
            problem(path, "expected an array of \(what), found \(value.kindDescription)")
            return nil
        }
        return refusingEmpty(items, when: nonEmpty, path: path, "expected at least one of \(what)")
    }

    /// `value`, or `nil` with the problem `message` when it is empty and `refused`.
    private func refusingEmpty<Value: Collection>(_ value: Value, when refused: Bool, path: String, _ message: String) -> Value? {
        if refused && value.isEmpty {
            problem(path, message)
            return nil
        }
        return value
    }

    /// `{}`, as events without a value are written (`{"pop": {}}`).
    public func emptyObject(_ value: JSONValue, path: String) -> Bool {
        guard case .object(let pairs) = value, pairs.isEmpty else {
            problem(path, "expected {}, found \(value.kindDescription)")
            return false
        }
        return true
    }

    /// One of `cases` by its description (UIKit's case name).
    public func named<Value: CustomStringConvertible>(_ value: JSONValue, path: String, cases: [Value], what: String) -> Value? {
        guard let name = string(value, path: path) else { return nil }
        guard let match = cases.first(where: { $0.description == name }) else {
            problem(path, "'\(name)' is not \(what); expected one of \(cases.map(\.description).joined(separator: ", "))")
            return nil
        }
        return match
    }
}
