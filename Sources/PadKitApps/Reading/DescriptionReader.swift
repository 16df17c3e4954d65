import Foundation
import PadKit

/// The typed reads under ``AppDescriptionReader``: each reads one value, and on a bad value
/// records a problem with its JSON path and returns `nil`, so reading goes on and every problem is
/// reported, not only the first.
final class DescriptionReader {
    private(set) var problems: [AppDescriptionProblem] = []

    func problem(_ path: String, _ message: String) {
        problems.append(AppDescriptionProblem(path: path, message))
    }

    /// `base.key`, or `key` at the top.
    static func join(_ base: String, _ key: String) -> String {
        base.isEmpty ? key : "\(base).\(key)"
    }

    /// The object's pairs after checking that every key is known; an unknown key is a problem that
    /// suggests the nearest known key.
    func object(_ value: JSONValue, path: String, keys: [String], example: String) -> [(String, JSONValue)]? {
        guard case .object(let pairs) = value else {
            problem(path.isEmpty ? "$" : path, "expected an object such as \(example), found \(value.kindDescription)")
            return nil
        }
        for (key, _) in pairs where !keys.contains(key) {
            problem(Self.join(path, key), Self.unknownKeyMessage(key, known: keys))
        }
        return pairs.filter { keys.contains($0.0) }
    }

    /// "unknown key; did you mean 'title'?" or the list of accepted keys.
    static func unknownKeyMessage(_ key: String, known: [String]) -> String {
        let nearest = known.map { ($0, EditDistance.levenshtein($0.lowercased(), key.lowercased())) }.min { $0.1 < $1.1 }
        if let (name, distance) = nearest, distance <= max(2, key.count / 3) {
            return "unknown key '\(key)'; did you mean '\(name)'?"
        }
        return "unknown key '\(key)'; expected one of \(known.joined(separator: ", "))"
    }

    func string(_ value: JSONValue, path: String, nonEmpty: Bool = true) -> String? {
        guard case .string(let text) = value else {
            problem(path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        if nonEmpty && text.isEmpty {
            problem(path, "expected a non-empty string")
            return nil
        }
        return text
    }

    func bool(_ value: JSONValue, path: String) -> Bool? {
        guard case .bool(let flag) = value else {
            problem(path, "expected true or false, found \(value.kindDescription)")
            return nil
        }
        return flag
    }

    /// A finite number in `range`.
    func number(_ value: JSONValue, path: String, in range: ClosedRange<Double> = -1e9...1e9, what: String = "a number") -> Double? {
        guard case .number(let number) = value else {
            problem(path, "expected \(what), found \(value.kindDescription)")
            return nil
        }
        guard number.isFinite, range.contains(number) else {
            problem(path, "\(NumberText.points(number)) is out of range; expected \(what) from \(NumberText.points(range.lowerBound)) to \(NumberText.points(range.upperBound))")
            return nil
        }
        return number
    }

    func array(_ value: JSONValue, path: String, nonEmpty: Bool, what: String) -> [JSONValue]? {
        guard case .array(let items) = value else {
            problem(path, "expected an array of \(what), found \(value.kindDescription)")
            return nil
        }
        if nonEmpty && items.isEmpty {
            problem(path, "expected at least one of \(what)")
            return nil
        }
        return items
    }

    /// One of `cases` by its description (UIKit's case name).
    func named<Value: CustomStringConvertible>(_ value: JSONValue, path: String, cases: [Value], what: String) -> Value? {
        guard let name = string(value, path: path) else { return nil }
        guard let match = cases.first(where: { $0.description == name }) else {
            problem(path, "'\(name)' is not \(what); expected one of \(cases.map(\.description).joined(separator: ", "))")
            return nil
        }
        return match
    }

    func orientation(_ value: JSONValue, path: String) -> InterfaceOrientation? {
        InterfaceOrientation(json: value, path: path, report: problem)
    }

    /// An orientation mask (``InterfaceOrientationMask/init(json:path:report:)``).
    func orientationMask(_ value: JSONValue, path: String) -> InterfaceOrientationMask? {
        InterfaceOrientationMask(json: value, path: path, report: problem)
    }

    func size(_ value: JSONValue, path: String) -> DescribedSize? {
        guard let pairs = object(value, path: path, keys: ["width", "height"], example: "{\"width\": 320, \"height\": 400}") else { return nil }
        let width = pairs.first { $0.0 == "width" }.flatMap { number($0.1, path: "\(path).width", in: 0...100_000, what: "a width in points") }
        let height = pairs.first { $0.0 == "height" }.flatMap { number($0.1, path: "\(path).height", in: 0...100_000, what: "a height in points") }
        if pairs.first(where: { $0.0 == "width" }) == nil { problem("\(path).width", "missing; expected a width in points") }
        if pairs.first(where: { $0.0 == "height" }) == nil { problem("\(path).height", "missing; expected a height in points") }
        guard let width, let height else { return nil }
        return DescribedSize(width: width, height: height)
    }

    func version(_ value: JSONValue, path: String) -> OSVersion? {
        guard let text = string(value, path: path) else { return nil }
        guard let version = OSVersion(text) else {
            problem(path, "'\(text)' is not a version such as \"16.0\"")
            return nil
        }
        return version
    }
}

extension Array where Element == (String, JSONValue) {
    /// The value of `key`, or `nil`.
    subscript(key: String) -> JSONValue? { first { $0.0 == key }?.1 }
}
