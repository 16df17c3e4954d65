import Foundation
import PadJSON

/// The JSON a `padkit-lint` command prints for the audit (`--format json`, `features`): an array
/// of items under one key and the number of files read, read the same way for each.
enum ProducerReport {
    /// The items of the array at `key` in `data`, which `producer` printed, each made by `item`,
    /// and the report's `fileCount` (0 when it has none).
    ///
    /// - Parameter fields: the fields an item must have, named in the error when `item` returns `nil`.
    /// - Throws: ``AuditInputError/unreadableProducerOutput(producer:problem:)`` naming the JSON path
    ///   of what is missing.
    static func read<Item>(
        _ data: Data, producer: String, key: String, fields: String, item: (JSONValue) -> Item?
    ) throws -> (items: [Item], fileCount: Int) {
        let value: JSONValue
        do { value = try JSONValue(jsonData: data) } catch {
            throw AuditInputError.unreadableProducerOutput(producer: producer, problem: "\(error)")
        }
        guard case .array(let values)? = value[key] else {
            throw AuditInputError.unreadableProducerOutput(producer: producer, problem: "$.\(key) is not an array")
        }
        var items: [Item] = []
        for (index, value) in values.enumerated() {
            guard let read = item(value) else {
                throw AuditInputError.unreadableProducerOutput(producer: producer, problem: "$.\(key)[\(index)] lacks \(fields)")
            }
            items.append(read)
        }
        var files = 0
        if case .number(let count)? = value["fileCount"] { files = Int(count) }
        return (items, files)
    }
}
