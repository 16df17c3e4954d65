import Foundation

/// Reads a file the project names, refusing it when it is larger than the limit (checked before
/// reading, so a 100 MB storyboard is never loaded).
enum BoundedFile {
    static func read(_ path: String, limits: ReadingLimits, referencedFrom: String? = nil) throws(ProjectReadingError) -> Data {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            if let referencedFrom { throw .missingFile(file: path, referencedFrom: referencedFrom) }
            throw .unreadableFile(file: path)
        }
        let size = ((try? manager.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        if size > limits.fileBytes {
            throw .limitExceeded(file: path, line: 0, limit: .fileSize, maximum: limits.fileBytes, value: size)
        }
        guard let data = manager.contents(atPath: path) else { throw .unreadableFile(file: path) }
        if data.count > limits.fileBytes {
            throw .limitExceeded(file: path, line: 0, limit: .fileSize, maximum: limits.fileBytes, value: data.count)
        }
        return data
    }
}
