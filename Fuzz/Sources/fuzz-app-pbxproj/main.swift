// fuzz-seeds: Tests/PadKitAppsTests/Fixtures/**/project.pbxproj
import Foundation
import FuzzSupport
import PadKitApps

/// A project.pbxproj, as `padkit app init --project` reads it (PropertyListSerialization's OpenStep
/// reader, then targets, configurations and build settings): a bad file must end in a
/// ``ProjectReadingError``, never a crash, hang or blow-up.
@main
enum Fuzz {
    static let project = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-fuzz-pbxproj-\(getpid())/App.xcodeproj")

    static func main() {
        try? FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let file = project.appendingPathComponent("project.pbxproj")
        FuzzDriver.run { input in
            guard (try? Data(input).write(to: file)) != nil else { return }
            if let description = try? AppProjectReader().describe(project: project.path) {
                _ = description.jsonValue.compactText
            }
        }
    }
}
