import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// What a collapsed split shows, as matrix rows say it (issue 34): the column on top and the
/// controller on top through the selected tab and the navigation stack, from the description's
/// delegate answers or UIKit's defaults.
@Suite("What a collapsed split shows")
struct CollapsedSplitTests {
    /// The split inspections of the app's collapsed rows on an 11-inch iPad Pro.
    static func collapsedRows(_ json: String) throws -> [JSONValue] {
        let app = try RunnableApp.described(try AppDescriptionReader.read(data: Data(json.utf8)))
        let matrix = AppMatrix(devices: [try Device.named("ipad-pro-11-inch-4th-gen")], app: app)
        return matrix.inspections.compactMap { $0?.json }.filter { $0["collapsed"] == .bool(true) }
    }

    static func split(style: String, delegate: String) -> String {
        #"{"name": "Chat", "root": {"split": {"style": "\#(style)","#
            + #" "primary": {"navigation": [{"title": "Rooms"}]}, "secondary": {"navigation": [{"title": "Placeholder", "class": "PlaceholderViewController"}]}"#
            + (delegate.isEmpty ? "" : #", "delegate": \#(delegate)"#) + "}}}"
    }

    @Test(
        "the delegate's answer decides the column on top; without one UIKit's default (the secondary) stands",
        arguments: [
            ("doubleColumn", #"{"topColumnForCollapsing": "primary"}"#, "primary", "UIViewController", "Rooms"),
            ("doubleColumn", "", "secondary", "PlaceholderViewController", "Placeholder"),
            ("classic", #"{"collapseSecondaryOntoPrimary": true}"#, "primary", "UIViewController", "Rooms"),
            ("classic", "", "secondary", "PlaceholderViewController", "Placeholder"),
        ])
    func shows(style: String, delegate: String, column: String, className: String, title: String) throws {
        let rows = try Self.collapsedRows(Self.split(style: style, delegate: delegate))
        #expect(!rows.isEmpty)
        for row in rows {
            #expect(row["shows"] == .string(column))
            #expect(row["top"] == .object([("class", .string(className)), ("title", .string(title))]))
        }
    }

    @Test("an expanded row has neither key")
    func expanded() throws {
        let app = try RunnableApp.described(try AppDescriptionReader.read(data: Data(Self.split(style: "doubleColumn", delegate: "").utf8)))
        let rows = AppMatrix(devices: [try Device.named("ipad-pro-11-inch-4th-gen")], app: app).inspections.compactMap { $0?.json }
        let expanded = rows.filter { $0["collapsed"] == .bool(false) }
        #expect(!expanded.isEmpty && expanded.allSatisfy { $0["shows"] == nil && $0["top"] == nil })
    }
}
