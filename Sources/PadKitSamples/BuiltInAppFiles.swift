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
        let candidates = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        for base in candidates {
            for folder in [base.appendingPathComponent(resourceFolder), base.appendingPathComponent(resourceFolder).appendingPathComponent("Apps")] {
                let file = folder.appendingPathComponent("\(name).json")
                if FileManager.default.fileExists(atPath: file.path) { return file }
            }
        }
        throw AppDescriptionError(file: "\(name).json", path: "$",
                                  "the built-in app description is not installed beside the executable (\(resourceFolder) was not found)")
    }
}
