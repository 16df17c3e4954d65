import BenchmarkSupport
import Foundation
import PadKit
import PadKitParallel
import PadKitSimulator

/// The million-event soak: episodes of random events on every device and every app, the twin's
/// invariants checked after every event, each violation shrunk to a short scenario.
///
/// An episode launches one app (round robin over ``SoakApps/all``) on a random device, orientation,
/// window mode and OS version, then applies ``episodeLength`` random events. An event the app
/// cannot take throws a typed error and is left out of the episode's record, as it changes nothing
/// (the replay of the record checks that). Episode `i` draws everything from its own SplitMix64
/// stream, derived from the seed and `i`, so episodes run on every core and a seed still replays
/// the same run, event for event, whatever the number of threads.
public struct TwinSoak: Sendable {
    /// Events per episode: long enough for deep stacks and nested presentations, short enough
    /// that a violation shrinks quickly.
    public var episodeLength = 200
    /// The apps to run.
    public var apps: [SoakApp] = SoakApps.all
    /// The devices to run on.
    public var devices: [Device] = Device.all
    /// The OS versions drawn from: one on each side of every behaviour change the twin models.
    /// Each episode draws among those its device runs (``randomOSVersion(for:mode:app:using:)``).
    public var osVersions: [OSVersion] = [OSVersion(12), OSVersion(13), OSVersion(15), OSVersion(16), OSVersion(17), OSVersion(18), OSVersion(26),
                                         OSVersion(26, 1), OSVersion(26, 2), .latest]
    /// Shrink and report at most this many violations (the first ones, in episode order).
    public var maximumViolations = 5
    /// Worker threads; each runs whole episodes.
    public var threads = ProcessInfo.processInfo.activeProcessorCount

    public init() {}

    /// What one episode did. Every episode's result is kept until the run ends, so it stays a
    /// few words: the rare violation is boxed (inline, its start and events made every result
    /// about 400 bytes, 15 MB of peak memory for 200,000 events in episodes of 5).
    struct EpisodeResult: Sendable {
        var events = 0
        var rejected = 0
        /// The start, the applied events and the message, when an invariant broke.
        var violation: EpisodeViolation?
    }

    /// An episode's broken invariant: where it started, the events applied, the message.
    final class EpisodeViolation: Sendable {
        let start: SoakStart
        let events: [ScenarioEvent]
        let message: String

        init(_ start: SoakStart, _ events: [ScenarioEvent], _ message: String) {
            self.start = start
            self.events = events
            self.message = message
        }
    }

    /// Runs `events` events, in episodes of ``episodeLength``, from `seed`.
    public func run(events: Int, seed: UInt64) -> SoakReport {
        let episodes = (events + episodeLength - 1) / episodeLength
        // Deep trees recurse; give workers the main thread's room (Parallel's default, 8 MB).
        let results = Parallel.map(count: episodes, workers: threads) { index in
            runEpisode(index, length: min(episodeLength, events - index * episodeLength), seed: seed)
        }
        var report = SoakReport(seed: seed)
        report.episodes = episodes
        for result in results {
            report.events += result.events
            report.rejected += result.rejected
            if let violation = result.violation {
                report.violationCount += 1
                if report.violations.count < maximumViolations {
                    report.violations.append(shrunk(start: violation.start, events: violation.events, message: violation.message))
                }
            }
        }
        return report
    }

    /// Runs episode `index`: `length` events from its own stream.
    func runEpisode(_ index: Int, length: Int, seed: UInt64) -> EpisodeResult {
        var seeder = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        var rng = SplitMix64(seed: seeder.next())
        var generator = SoakEventGenerator()
        var result = EpisodeResult()
        let start = randomStart(episode: index, using: &rng)
        let window = start.launch()
        if let message = SoakReplay.violation(in: window) {
            result.violation = EpisodeViolation(start, [], message)
            return result
        }
        var applied: [ScenarioEvent] = []
        for _ in 0..<length {
            let event = generator.next(in: window, using: &rng)
            result.events += 1
            window.trace.currentEvent = applied.count
            do {
                try ScenarioRunner.apply(event, to: window, path: "events[\(applied.count)]")
            } catch {
                result.rejected += 1
                continue
            }
            applied.append(event)
            if let message = SoakReplay.violation(in: window) {
                result.violation = EpisodeViolation(start, applied, message)
                break
            }
        }
        return result
    }

    /// A random start for episode `episode`: the apps in turn, any device, an orientation the
    /// device has, an OS it runs and the app installs on, and a window that OS offers there (a
    /// classic Split View share or Slide Over up to 18, an iPadOS 26 tile, Slide Over or the
    /// smallest window from 26, and a free-form window now and then on iPad), resolved through
    /// the one window context.
    func randomStart(episode: Int, using rng: inout SplitMix64) -> SoakStart {
        let app = apps[episode % apps.count]
        let device = devices.randomElement(using: &rng) ?? Device.all[0]
        let orientation = [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].randomElement(using: &rng) ?? .portrait
        let osVersion = randomOSVersion(for: device, app: app, using: &rng)
        let offered = WindowingSystem.placements(for: device, osVersion: osVersion)
            .filter { $0.placement.isLandscape == orientation.isLandscape }.map(\.placement.mode)
        var mode = offered.randomElement(using: &rng) ?? .full
        if device.family == .iPad, Int.random(in: 0..<6, using: &rng) == 0 {
            mode = .window(width: Double(Int.random(in: 320...1366, using: &rng)), height: Double(Int.random(in: 320...1366, using: &rng)))
        }
        for candidate in [mode, .full] {
            for tried in [orientation, .portrait] {
                let context = WindowContext(device: device, orientation: tried, mode: candidate, osVersion: osVersion)
                if let resolved = try? context.resolve() { return SoakStart(app: app, resolved: resolved) }
            }
        }
        // Every device has a full-screen portrait window on every release it runs; the catalog's
        // tests hold it to that.
        return randomStart(episode: episode, using: &rng)
    }

    /// An OS version `device` runs and `app` installs on, so that the scenario file a violation
    /// becomes is one `padkit simulate` accepts (it refuses a version older than the one the device
    /// shipped with, newer than its last release, or older than the app's deployment target).
    /// Drawn from ``osVersions`` where any fits; otherwise the oldest version that fits, so a device
    /// newer than every listed version still runs.
    func randomOSVersion(for device: Device, app: SoakApp, using rng: inout SplitMix64) -> OSVersion {
        let floor = app.deploymentTarget ?? .oldestModelled
        guard let support = device.osSupport else { return max(device.newestOSVersion, floor) }
        let fitting = osVersions.filter { support.supports($0) && $0 >= floor }
        if let version = fitting.randomElement(using: &rng) { return version }
        return max(support.first, floor)
    }

    /// The violation with its events shrunk. When the record does not replay to a violation (a
    /// rejected event changed something after all), the whole record is kept and the message
    /// says so.
    func shrunk(start: SoakStart, events: [ScenarioEvent], message: String) -> SoakViolation {
        func fails(_ list: [ScenarioEvent]) -> Bool {
            if case .violation = SoakReplay.run(start, events: list) { return true }
            return false
        }
        guard fails(events) else {
            return SoakViolation(start: start, message: "\(message) (does not replay without the rejected events)", original: events, shrunk: events)
        }
        let shortest = EventShrinker.shrink(events, fails: fails)
        var final = message
        if case .violation(_, let shrunkMessage) = SoakReplay.run(start, events: shortest) { final = shrunkMessage }
        return SoakViolation(start: start, message: final, original: events, shrunk: shortest)
    }
}
