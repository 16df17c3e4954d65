// fuzz-seeds: Tests/PadKitAppsTests/Fixtures/**/*.storyboard
import Foundation
import FuzzSupport
import PadKitApps

/// A storyboard, as `padkit app init --storyboard` reads it (with FoundationXML, under the reading
/// limits): a bad file must end in a ``ProjectReadingError``, never a crash, hang or blow-up.
@main
enum Fuzz {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-fuzz-storyboard-\(getpid())")

    static func main() {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Main.storyboard")
        FuzzDriver.run { input in
            guard (try? Data(input).write(to: file)) != nil else { return }
            if let description = try? AppProjectReader().describe(storyboard: file.path, sources: []) {
                _ = description.jsonValue.compactText
            }
        }
    }
}
