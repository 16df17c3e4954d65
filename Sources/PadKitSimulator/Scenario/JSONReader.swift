import Foundation
import PadKit

/// Typed reads from `JSONSerialization` output, each failing with the JSON path and what is accepted.
enum JSONReader {
    static func string(_ value: Any?, path: String) throws(ScenarioError) -> String {
        guard let value else { throw ScenarioError(path: path, "missing; expected a string") }
        guard let string = value as? String else { throw ScenarioError(path: path, "expected a string, found \(describe(value))") }
        return string
    }

    static func number(_ value: Any?, path: String) throws(ScenarioError) -> Double {
        guard let value else { throw ScenarioError(path: path, "missing; expected a number") }
        guard let number = value as? NSNumber, !isBoolean(number) else {
            throw ScenarioError(path: path, "expected a number, found \(describe(value))")
        }
        return number.doubleValue
    }

    static func index(_ value: Any?, path: String) throws(ScenarioError) -> Int {
        let number = try self.number(value, path: path)
        guard number >= 0, number == number.rounded(), number < 1_000_000 else {
            throw ScenarioError(path: path, "expected a whole number from 0, found \(NumberText.points(number))")
        }
        return Int(number)
    }

    static func title(_ value: Any?, path: String) throws(ScenarioError) -> String {
        let title = try string(value, path: path)
        guard !title.isEmpty else { throw ScenarioError(path: path, "expected a non-empty title") }
        return title
    }

    static func column(_ value: Any, path: String, allowed: [SplitColumn]) throws(ScenarioError) -> SplitColumn {
        let name = try string(value, path: path)
        guard let column = SplitColumn(name: name), allowed.contains(column) else {
            throw ScenarioError(path: path, "'\(name)' is not a column; expected one of \(allowed.map(\.description).joined(separator: ", "))")
        }
        return column
    }

    static func emptyObject(_ value: Any, path: String) throws(ScenarioError) {
        guard let object = value as? [String: Any], object.isEmpty else { throw ScenarioError(path: path, "expected {}") }
    }

    static func size(_ value: Any, path: String) throws(ScenarioError) -> (width: Double, height: Double) {
        guard let object = value as? [String: Any] else {
            throw ScenarioError(path: path, "expected {\"width\": number, \"height\": number}")
        }
        for key in object.keys.sorted() where key != "width" && key != "height" {
            throw ScenarioError(path: "\(path).\(key)", "unknown key; expected width and height")
        }
        return (try number(object["width"], path: "\(path).width"), try number(object["height"], path: "\(path).height"))
    }

    static func mode(_ value: Any, path: String) throws(ScenarioError) -> WindowMode {
        let id = try string(value, path: path)
        guard let mode = WindowMode(id: id) else {
            throw ScenarioError(path: path, "'\(id)' is not a window mode; expected one of \(WindowMode.fixedModes.map(\.id).joined(separator: ", "))")
        }
        return mode
    }

    /// `portrait` and `landscape` (landscapeRight), or one of UIKit's four interface orientations.
    static func orientation(_ value: Any?, path: String) throws(ScenarioError) -> InterfaceOrientation {
        let name = try string(value, path: path)
        if name == "landscape" { return .landscapeRight }
        guard let orientation = InterfaceOrientation(name: name) else {
            throw ScenarioError(path: path, "'\(name)' is not an orientation; expected portrait, landscape, portraitUpsideDown, landscapeLeft or landscapeRight")
        }
        return orientation
    }

    /// JSON `true`/`false` arrive as NSNumbers of Objective-C type `c` (char); integers are `i`/`q`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case let number as NSNumber: return isBoolean(number) ? "a Boolean" : "a number"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        default: return "\(type(of: value))"
        }
    }
}
