// fuzz-seeds: Tests/PadKitAppsTests/Fixtures/**/Info.plist Tests/PadKitAppsTests/Fixtures/**/*.h
import Foundation
import FuzzSupport
import PadKit
import PadKitApps

/// An Info.plist as Xcode preprocesses it (`INFOPLIST_PREPROCESS = YES`): directives, `#if`
/// expressions, macros, comments, includes (the input includes itself: cycles must stop). Any
/// input must end in text and a list of unresolved items, never a crash, hang or blow-up; the
/// output then goes to the property-list reader `padkit app init --project` uses (``PropertyList``;
/// Foundation's `PropertyListSerialization` leaks on every input it rejects on Linux, which made
/// this target's memory grow by about 500 bytes a run).
@main
enum Fuzz {
    static func main() {
        FuzzDriver.run { input in
            let text = String(decoding: input, as: UTF8.self)
            var preprocessor = InfoPlistPreprocessor(definitions: ["LEVEL=2", "STORE"], includeFolders: ["/project"]) { path in
                path.hasSuffix("/Self.h") || path.hasSuffix("/Keys.plist") ? (text, "Self.h") : nil
            }
            let output = preprocessor.run(text: text, path: "/project/App/Info.plist", display: "App/Info.plist",
                                          prefixHeader: ("/project/Prefix.h", "Prefix.h", "INFOPLIST_PREFIX_HEADER"))
            _ = try? PropertyList.object(from: Data(output.text.utf8))
        }
    }
}
