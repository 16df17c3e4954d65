import Foundation
import PadKit

/// The typed reads under ``AppDescriptionReader``: PadJSON's ``JSONReader`` (each read records a
/// problem with its JSON path and returns `nil`, so reading goes on and every problem is reported),
/// with the description's own reads as extensions.
typealias DescriptionReader = JSONReader

extension DescriptionReader {
    func size(_ value: JSONValue, path: String) -> DescribedSize? {
        sizeInPoints(value, path: path).map { DescribedSize(width: $0.width, height: $0.height) }
    }
}
