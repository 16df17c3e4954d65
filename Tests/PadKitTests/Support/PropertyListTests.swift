import Foundation
import Testing
@testable import PadKit

/// ``PropertyList`` reads what `PropertyListSerialization` reads, with the same value types, and
/// says why (with the line) when it cannot.
@Suite("Property lists")
struct PropertyListTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key><string>Notes</string>
            <key>UIRequiresFullScreen</key><true/>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>Scale</key><real>1.5</real>
            <key>Numeric</key><string>12</string>
            <key>Blob</key><data>AAEC</data>
            <key>When</key><date>2020-01-01T00:00:00Z</date>
        </dict>
        </plist>
        """

    /// Every value with the type `PropertyListSerialization` gives it; a string that looks like
    /// a number stays a string.
    static func checkTypes(_ object: Any) throws {
        let dictionary = try #require(object as? [String: Any])
        #expect(dictionary["CFBundleName"] as? String == "Notes")
        #expect(dictionary["UIRequiresFullScreen"] as? Bool == true)
        #expect(dictionary["UIDeviceFamily"] as? [Int] == [1, 2])
        #expect(dictionary["Scale"] as? Double == 1.5)
        #expect(dictionary["Numeric"] as? String == "12")
        #expect(dictionary["Blob"] as? Data == Data([0, 1, 2]))
        #expect(dictionary["When"] as? Date == Date(timeIntervalSince1970: 1_577_836_800))
    }

    @Test("XML property lists keep every value's type")
    func xmlTypes() throws {
        try Self.checkTypes(try PropertyList.object(from: Data(Self.xml.utf8)))
    }

    @Test("binary property lists read the same as their XML form")
    func binary() throws {
        let object = try PropertyList.object(from: Data(Self.xml.utf8))
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        try Self.checkTypes(try PropertyList.object(from: binary))
    }

    @Test("OpenStep text, as Xcode writes project.pbxproj, keeps its scalars as strings")
    func openStep() throws {
        let text = #"{ archiveVersion = 1; objects = { A1 = { isa = PBXProject; count = 56; }; }; list = (a, "b c"); }"#
        let dictionary = try #require(try PropertyList.object(from: Data(text.utf8)) as? [String: Any])
        #expect(dictionary["archiveVersion"] as? String == "1")
        #expect(dictionary["list"] as? [String] == ["a", "b c"])
        let objects = try #require(dictionary["objects"] as? [String: [String: Any]])
        #expect(objects["A1"]?["isa"] as? String == "PBXProject")
        #expect(objects["A1"]?["count"] as? String == "56")
    }

    @Test(
        "a broken property list says why, with the line",
        arguments: [
            ("{ a = b\n c = d; }", "line 2"),
            ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict><key>A</key><string>b</dict>\n</plist>", "line"),
        ])
    func brokenSaysWhere(text: String, expected: String) {
        #expect(throws: PropertyList.ReadError.self) { try PropertyList.object(from: Data(text.utf8)) }
        do {
            _ = try PropertyList.object(from: Data(text.utf8))
        } catch {
            #expect(error.reason.contains(expected), "\(error.reason)")
        }
    }

    @Test("values read from a property list become JSON values of the same kind")
    func jsonValues() throws {
        let dictionary = try #require(try PropertyList.object(from: Data(Self.xml.utf8)) as? [String: Any])
        #expect(JSONValue(foundationObject: dictionary["UIRequiresFullScreen"] as Any) == .bool(true))
        #expect(JSONValue(foundationObject: dictionary["UIDeviceFamily"] as Any) == .array([.number(1), .number(2)]))
        #expect(JSONValue(foundationObject: dictionary["Scale"] as Any) == .number(1.5))
        // JSONSerialization's numbers are still numbers, its Booleans still Booleans.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(#"{"n": 1, "b": true}"#.utf8)) as? [String: Any])
        #expect(JSONValue(foundationObject: json["n"] as Any) == .number(1))
        #expect(JSONValue(foundationObject: json["b"] as Any) == .bool(true))
    }
}
