import Foundation
@testable import PadKitApps
import SnapshotSupport
import Testing

/// Random damage to the fixtures' storyboards, project file and xcconfig files: every outcome is
/// a description or a typed ``ProjectReadingError``, never a crash or a hang. The seed is fixed
/// and printed in failures.
@Suite("Fuzzing the project readers")
struct ProjectFuzzTests {
    static let seed: UInt64 = 0x5707_B0A2_D017

    /// One damaged copy of `data`: bytes flipped, a slice cut out or repeated, the end cut off.
    static func damage(_ data: Data, rng: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return data }
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let at = Int(rng.next() % UInt64(bytes.count))
            switch rng.next() % 4 {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.next() % 40)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + Int(rng.next() % 80))], at: at)
            default: bytes.removeSubrange(at...)
            }
            if bytes.isEmpty { break }
        }
        return Data(bytes)
    }

    @Test(
        "damaged files give a description or a typed error",
        arguments: [
            "Projects/Mailbox/Mailbox/Base.lproj/Main.storyboard", "Projects/Mailbox/Mailbox/Settings.storyboard",
            "Projects/Mailbox/Mailbox.xcodeproj/project.pbxproj", "Projects/Mailbox/Config/Mailbox.xcconfig",
        ])
    func damagedFiles(file: String) throws {
        var rng = SplitMix64(seed: Self.seed &+ UInt64(file.utf8.count))
        let copy = try ProjectFixtures.copy("Projects/Mailbox")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let target = copy.deletingLastPathComponent().appendingPathComponent(String(file.dropFirst("Projects/".count)))
        let original = try Data(contentsOf: target)
        var outcomes: [String: Int] = [:]
        for round in 0..<60 {
            let damaged = Self.damage(original, rng: &rng)
            try damaged.write(to: target)
            do {
                let app = try AppProjectReader().describe(project: copy.appendingPathComponent("Mailbox.xcodeproj").path)
                // Whatever was read must still be a description the reader accepts.
                _ = try AppDescriptionReader.read(data: Data(app.jsonValue.prettyText.utf8))
                outcomes["described", default: 0] += 1
            } catch let error as ProjectReadingError {
                #expect(!error.description.isEmpty, "seed \(Self.seed), round \(round)")
                outcomes["error", default: 0] += 1
            } catch {
                Issue.record("seed \(Self.seed), round \(round): untyped error \(error)")
            }
        }
        #expect(outcomes["error", default: 0] > 0, "seed \(Self.seed): no damage was ever detected in \(file)")
    }
}
