import Foundation
import TwinSoak

// twin-soak [--events N] [--seed S] [--episode-length L] [--threads T] [--out DIR]
//
// Random events on every device and every app, the twin's invariants checked after each; prints
// events per second, peak memory, the violations (each shrunk and written as a scenario file) and the seed.
// Exit status 0 with no violation, 1 with one, 2 for a bad option.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("twin-soak: \(message)\nusage: twin-soak [--events N] [--seed S] [--episode-length L] [--threads T] [--out DIR]\n".utf8))
    exit(2)
}

var events = 1_000_000
var seed: UInt64 = 42
var soak = TwinSoak()
var outDirectory = "."
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
    switch option {
    case "--events":
        guard let number = Int(value), number > 0 else { fail("--events: '\(value)' is not a positive whole number") }
        events = number
    case "--seed":
        guard let number = UInt64(value) else { fail("--seed: '\(value)' is not a whole number from 0 to \(UInt64.max)") }
        seed = number
    case "--episode-length":
        guard let number = Int(value), number > 0 else { fail("--episode-length: '\(value)' is not a positive whole number") }
        soak.episodeLength = number
    case "--threads":
        guard let number = Int(value), number > 0 else { fail("--threads: '\(value)' is not a positive whole number") }
        soak.threads = number
    case "--out":
        outDirectory = value
    default:
        fail("unknown option '\(option)'")
    }
}

print("twin-soak: seed \(seed), \(events) events, \(soak.apps.count) apps (\(soak.apps.map(\.name).joined(separator: ", "))), "
    + "\(soak.devices.count) devices, \(soak.threads) threads")
let clock = ContinuousClock()
let started = clock.now
let report = soak.run(events: events, seed: seed)
let elapsed = clock.now - started
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
print("events: \(report.events) (\(report.events - report.rejected) applied, \(report.rejected) rejected with a typed error) in \(report.episodes) episodes")
print(String(format: "time: %.1f s wall, %.0f events/s; %.1f s CPU, %.0f events per CPU second", seconds, Double(report.events) / seconds,
             cpu, Double(report.events) / cpu))
// Peak resident memory (`ru_maxrss`, kilobytes on Linux): it must stay flat as the number of
// events grows (issue 27: 1,600,000 events within 1.25 times the peak of 200,000).
print(String(format: "memory: peak %.1f MB resident (ru_maxrss)", Double(usage.ru_maxrss) / 1024))
print("violations: \(report.violationCount)")
for (index, violation) in report.violations.enumerated() {
    let path = "\(outDirectory)/twin-soak-seed\(seed)-\(index + 1).json"
    let written = FileManager.default.createFile(atPath: path, contents: Data(violation.scenarioJSON.utf8))
    print("")
    print("violation \(index + 1): \(violation.message)")
    print("  \(violation.original.count) events shrunk to \(violation.shrunk.count)\(written ? ", written to \(path)" : " (could not write \(path))"):")
    print(violation.scenarioJSON, terminator: "")
}
print("seed: \(seed)")
exit(report.violations.isEmpty ? 0 : 1)
