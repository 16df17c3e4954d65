import BenchmarkSupport
import InProcessAppRoot
import Foundation
import PadKitApps
import PadKitLint

// read-bench: times what `padkit app init --project` reads (the project, its build settings,
// Info.plist and storyboards, and the root and presentations its Swift code builds, through the
// linter's parse and module index) against `padkit-lint` on the same Swift files, on a real app.
//
//   swift run -c release --package-path Benchmarks read-bench PATH [--target NAME] [--configuration NAME] [--runs N]
//
// PATH is the `.xcodeproj` or the folder that holds it. The reading runs in process, as
// `padkit app init` runs it with `padkit-lint app-root` as a child process: the same parse,
// index, reader and JSON contract, less one process launch. The two alternate, reading first;
// the best of N runs of each is compared (wall clock and process CPU time).

func value(after flag: String) -> String? {
    CommandLine.arguments.firstIndex(of: flag).flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("read-bench: \(message)\n".utf8))
    exit(2)
}

let positional = CommandLine.arguments.dropFirst().enumerated().filter { offset, argument in
    !argument.hasPrefix("--") && (offset == 0 || !CommandLine.arguments[offset].hasPrefix("--"))
}.map(\.element)
guard let project = positional.first else {
    fail("usage: read-bench PATH [--target NAME] [--configuration NAME] [--runs N]")
}
let target = value(after: "--target")
let configuration = value(after: "--configuration")
let runs = value(after: "--runs").flatMap(Int.init) ?? 5
guard runs >= 1 else { fail("--runs must be at least 1") }

/// `padkit-lint app-root`, in process: the linter's index of `paths`, the reader, its JSON read back.
let folder: String = {
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: project, isDirectory: &isFolder)
    return project.hasSuffix(".xcodeproj") || !isFolder.boolValue ? (project as NSString).deletingLastPathComponent : project
}()
let appRoot = InProcessAppRoot(root: folder.isEmpty ? "." : folder)
let reader = AppProjectReader(appRoot: { paths throws(ProjectReadingError) in try appRoot.run(paths) })

// The project file read from its bytes must be what Foundation reads.
let pbxproj = project.hasSuffix("project.pbxproj") ? project
    : (project.hasSuffix(".xcodeproj") ? (project as NSString).appendingPathComponent("project.pbxproj") : nil)
if let pbxproj, let data = FileManager.default.contents(atPath: pbxproj) {
    let fast = OpenStepPropertyList.parse(data)
    let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil)
    let same = fast.map { fast in foundation.map { NSDictionary(dictionary: $0 as? [String: Any] ?? [:]).isEqual(to: fast as? [String: Any] ?? [:]) } ?? false } ?? false
    print("project.pbxproj read from its bytes: \(fast == nil ? "not OpenStep text, read by Foundation" : (same ? "identical to Foundation's reading" : "DIFFERS from Foundation's reading"))")
}

var readWall: [Double] = [], readCPU: [Double] = [], lintWall: [Double] = [], lintCPU: [Double] = []
var summary = ""
let clock = ContinuousClock()
for run in 1...runs {
    let cpuStart = processCPU(), start = clock.now
    let description: AppDescription
    do {
        description = try reader.describe(project: project, target: target, configuration: configuration)
    } catch {
        fail("reading \(project): \(error)")
    }
    readWall.append(seconds(clock.now - start))
    readCPU.append(processCPU() - cpuStart)
    let paths = appRoot.paths
    guard !paths.isEmpty else { fail("the target has no Swift sources to read; nothing to compare with the linter") }
    let lintStart = processCPU(), lintClock = clock.now
    let report: LintReport
    do {
        report = try Linter.lint(paths: paths, root: appRoot.root)
    } catch {
        fail("linting: \(error)")
    }
    lintWall.append(seconds(clock.now - lintClock))
    lintCPU.append(processCPU() - lintStart)
    if run == 1 {
        summary = "\(description.name): \(report.fileCount) Swift files in \(paths.count) source paths, \(description.presentations.count) presentations, \(description.unresolved.count) unresolved, \(report.findings.count) findings"
        print("read-bench: \(summary)")
    }
    print(String(format: "run %d: reading %.3f s wall, %.3f s CPU; lint %.3f s wall, %.3f s CPU; reading/lint %.2fx wall, %.2fx CPU",
                 run, readWall[run - 1], readCPU[run - 1], lintWall[run - 1], lintCPU[run - 1],
                 readWall[run - 1] / lintWall[run - 1], readCPU[run - 1] / lintCPU[run - 1]))
}
let bestRead = readWall.min() ?? 0, bestLint = lintWall.min() ?? 0
let bestReadCPU = readCPU.min() ?? 0, bestLintCPU = lintCPU.min() ?? 0
print(String(format: "best of %d: reading %.3f s wall, %.3f s CPU; lint %.3f s wall, %.3f s CPU; reading/lint %.2fx wall, %.2fx CPU (the goal: at most 1.5x)",
             runs, bestRead, bestReadCPU, bestLint, bestLintCPU, bestRead / bestLint, bestReadCPU / bestLintCPU))

// Where the reading's time goes, best of N each: the project alone (a stand-in for the code
// reading), the linter's parse and index of the target's files, and the root reader on that index.
var projectOnly: [Double] = [], indexing: [Double] = [], rootReading: [Double] = []
let standIn = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in AppRootDescription(root: nil) })
for _ in 1...runs {
    var start = clock.now
    do { _ = try standIn.describe(project: project, target: target, configuration: configuration) } catch { fail("reading \(project): \(error)") }
    projectOnly.append(seconds(clock.now - start))
    start = clock.now
    let index: ModuleIndex
    do { index = try Linter.index(paths: appRoot.paths, root: appRoot.root) } catch { fail("indexing: \(error)") }
    indexing.append(seconds(clock.now - start))
    start = clock.now
    _ = AppRootReader.read(index).json
    rootReading.append(seconds(clock.now - start))
}
print(String(format: "phases (best of %d, wall): project, settings, Info.plist, storyboards %.3f s; parse and index %.3f s; root and presentations %.3f s",
             runs, projectOnly.min() ?? 0, indexing.min() ?? 0, rootReading.min() ?? 0))

