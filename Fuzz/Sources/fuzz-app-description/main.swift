// fuzz-seeds: Sources/PadKitSamples/Apps/*.json Examples/Apps/*.json Tests/PadKitCLITests/Apps/*.json
import Foundation
import FuzzSupport
import PadKit
import PadKitApps
import PadKitSimulator

/// An app description, as `padkit app check` and `--app PATH` take it: read (every problem with its
/// JSON path), built into the twin, launched in one iPad and one iPhone window, written back as JSON.
/// A bad file must end in an ``AppDescriptionError``; a good one must build and launch without a crash.
@main
enum Fuzz {
    static let placements: [Placement] = ["ipad-air-2", "iphone-16"].compactMap { id in
        (try? Device.named(id)).flatMap { try? Placement(device: $0, orientation: .portrait, mode: .full) }
    }

    static func main() {
        FuzzDriver.run { input in
            guard let description = try? AppDescriptionReader.read(data: Data(input)) else { return }
            _ = description.jsonValue.compactText
            guard let app = try? RunnableApp.described(description) else { return }
            for placement in placements {
                let window = app.launch(in: placement, osVersion: placement.device.newestOSVersion)
                _ = try? window.checkInvariants()
            }
        }
    }
}
