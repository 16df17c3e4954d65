import Foundation
import PadKitApps

/// Finds the described samples' JSON files, which SwiftPM copies beside the executable (and the
/// test runner) as the `PadKit_PadKitSamples.resources` folder.
///
/// SwiftPM's generated `Bundle.module` stops the process when the folder is missing; this looks in
/// the same places and reports a typed error instead.
enum BuiltInAppFiles {
    static let resourceFolder = "PadKit_PadKitSamples.resources"

    static func url(named name: String) throws(AppDescriptionError) -> URL {
        URL(fileURLWithPath: try path(named: name), isDirectory: false)
    }

    /// The file's path. Paths stay text: `URL.appendingPathComponent` asks the file system whether
    /// each component is a directory and `URL.path` decodes the whole URL, which together cost
    /// `padkit matrix --app` more than reading the file.
    static func path(named name: String) throws(AppDescriptionError) -> String {
        // Cheapest first: Foundation's `Bundle` answers through URLs, whose first use costs more
        // than reading the file, so on Linux the kernel's link to the executable comes first.
        let bases: [() -> String?] = [
            { executableFolderFromKernel() },
            { Bundle.main.bundlePath },
            { Bundle.main.executablePath.map(folder(of:)) },
        ]
        for base in bases {
            guard let base = base() else { continue }
            for folder in ["\(base)/\(resourceFolder)", "\(base)/\(resourceFolder)/Apps"] {
                let file = "\(folder)/\(name).json"
                if FileManager.default.fileExists(atPath: file) { return file }
            }
        }
        throw AppDescriptionError(
            file: "\(name).json", path: "$",
            "the built-in app description is not installed beside the executable (\(resourceFolder) was not found)")
    }

    /// The folder of the running executable from `/proc/self/exe` (Linux); `nil` elsewhere.
    private static func executableFolderFromKernel() -> String? {
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let length = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    chars.baseAddress.map { readlink("/proc/self/exe", $0, chars.count) } ?? -1
                }
            }
            guard length > 0 else { return nil }
            return folder(of: String(decoding: buffer[..<length], as: UTF8.self))
        #else
            return nil
        #endif
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}
