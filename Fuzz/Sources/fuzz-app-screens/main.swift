// fuzz-seeds: Tests/PadKitCLITests/Layout/Screens/*.storyboard Tests/PadKitCLITests/Layout/Screens/*.xib
import Foundation
import FuzzSupport
import PadKitApps

/// A storyboard or XIB, as `padkit layout screens` reads and lays it out (as designed and in a
/// free-form window): a bad file must end in a ``ScreenReadingError`` or entries under
/// `unresolved`, never a crash, hang or blow-up.
@main
enum Fuzz {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-fuzz-screens-\(getpid())")

    static func main() {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Main.storyboard")
        let window = ScreenWindow(designed: false, device: "fuzz", orientation: "portrait", mode: "window", multitasking: nil, osVersion: "26.0",
                                  size: CGSize(width: 500, height: 700), safeArea: .init(top: 24, left: 0, bottom: 20, right: 0),
                                  sizeClasses: SizeClassPair(horizontal: .compact, vertical: .regular), scale: 2)
        FuzzDriver.run { input in
            guard (try? Data(input).write(to: file)) != nil else { return }
            guard let read = try? ScreenReader.read(path: file.path, displayPath: "Main.storyboard") else { return }
            if let designed = try? ScreensReport(files: [read], sceneID: nil, windows: nil, metrics: .standard) {
                _ = designed.jsonValue.compactText
            }
            if let resized = try? ScreensReport(files: [read], sceneID: nil, windows: [window], metrics: .standard) {
                _ = resized.text
            }
        }
    }
}
