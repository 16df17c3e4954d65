import BenchmarkSupport
import Foundation

/// One timed call: wall-clock seconds and the process's CPU seconds (user + system, every thread).
///
/// Both are taken around the whole call, so what a call frees before returning (the trees) counts
/// for the lint and the floor alike. On a machine shared with other work, CPU time is the figure
/// that does not depend on how often the workers were descheduled; wall time is what a user waits.
struct Timing {
    var wall: Double
    var cpu: Double

    static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, timing: Timing) {
        let clock = ContinuousClock()
        let cpuStart = processCPU()
        let start = clock.now
        let result = try body()
        let wall = seconds(clock.now - start)
        return (result, Timing(wall: wall, cpu: processCPU() - cpuStart))
    }
}

extension Array where Element == Double {
    /// The middle value (the mean of the two middle ones for an even count); 0 when empty.
    var median: Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The timings of a lint and its floor over the counted runs, with one number of workers.
struct Comparison {
    let workers: Int
    var lint: [Timing] = []
    var floor: [Timing] = []

    /// `median lint / median floor` in wall and CPU time, with the range of the per-run ratios
    /// (a wide range says the machine was noisy).
    var summary: String {
        let lintWall = lint.map(\.wall).median, floorWall = floor.map(\.wall).median
        let lintCPU = lint.map(\.cpu).median, floorCPU = floor.map(\.cpu).median
        let wallRatios = zip(lint, floor).map { $0.wall / $1.wall }, cpuRatios = zip(lint, floor).map { $0.cpu / $1.cpu }
        return String(format: "%d worker%@: wall lint %.3f s / floor %.3f s = %.2fx (runs %.2f-%.2f); CPU lint %.3f s / floor %.3f s = %.2fx (runs %.2f-%.2f)",
                      workers, workers == 1 ? "" : "s", lintWall, floorWall, lintWall / floorWall, wallRatios.min() ?? 0, wallRatios.max() ?? 0,
                      lintCPU, floorCPU, lintCPU / floorCPU, cpuRatios.min() ?? 0, cpuRatios.max() ?? 0)
    }
}
