import Foundation
import PadKitLint

// lint-bench: lints a generated corpus of realistic UIKit sources and reports throughput and the
// share of time spent parsing (how close the linter is to parse-bound).
//
//   swift run -c release --package-path Benchmarks lint-bench [file-count] [iterations]
//
// The corpus is generated from a fixed seed (printed), so every run lints the same bytes.

/// SplitMix64: a tiny deterministic generator, so the corpus is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writes view controllers, views and models in the shapes a large iPhone-first app has.
struct CorpusGenerator {
    var random: SplitMix64
    let nouns = ["Device", "Feed", "Profile", "Settings", "Order", "Product", "Message", "Album", "Schedule", "Scene",
                 "Routine", "Member", "Invoice", "Recipe", "Workout", "Playlist", "Ticket", "Report", "Camera", "Plan"]
    let kinds = ["List", "Detail", "Edit", "Summary", "Picker", "History", "Search", "Overview"]

    mutating func pick<T>(_ values: [T]) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    mutating func chance(_ percent: UInt64) -> Bool {
        random.next() % 100 < percent
    }

    /// The files every generated app has once: an idiom helper and share-sheet factories.
    func sharedFiles() -> [(name: String, text: String)] {
        let helper = """
        import UIKit

        extension UIDevice {
            var isPad: Bool { userInterfaceIdiom == .pad }
        }

        extension UIViewController {
            func showOptions(title: String, style: UIAlertController.Style) {
                let alert = UIAlertController(title: title, message: nil, preferredStyle: style)
                present(alert, animated: true)
            }
        }

        """
        var factories = "import UIKit\n\nenum ShareSheets {\n"
        for noun in nouns {
            factories += """
                static func make\(noun)Sheet(items: [Any]) -> UIActivityViewController {
                    let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
                    return sheet
                }

            """
        }
        factories += "}\n"
        return [("UIDevice+Idiom.swift", helper), ("ShareSheets.swift", factories)]
    }

    mutating func file(_ index: Int) -> (name: String, text: String) {
        let name = "\(pick(nouns))\(pick(kinds))\(index)"
        switch index % 10 {
        case 0, 1, 2, 3: return ("\(name)ViewController.swift", viewController(name))
        case 4, 5, 6: return ("\(name)View.swift", view(name))
        default: return ("\(name).swift", model(name))
        }
    }

    mutating func viewController(_ name: String) -> String {
        var body = """
        import UIKit

        /// Shows \(name.lowercased()) content.
        final class \(name)ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            private let tableView = UITableView(frame: .zero, style: .insetGrouped)
            private let header = UIView()
            private let titleLabel = UILabel()
            private var items: [\(name)Item] = []
            private let service: \(name)Service

            init(service: \(name)Service) {
                self.service = service
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("\(name)", comment: "")
                view.backgroundColor = .systemBackground
                tableView.dataSource = self
                tableView.delegate = self
                tableView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tableView)
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share(_:)))

        """
        if chance(30) { body += "        header.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 120)\n" }
        if chance(15) { body += "        let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1\n        print(columns)\n" }
        if chance(10) { body += "        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: UIDevice.orientationDidChangeNotification, object: nil)\n" }
        // Cross-file cases: a helper and factories declared in other files, found through the index.
        if chance(20) { body += "        if UIDevice.current.isPad { header.frame = CGRect(x: 0, y: 0, width: 320, height: 120) }\n" }
        if chance(10) { body += "        present(ShareSheets.make\(pick(nouns))Sheet(items: []), animated: true)\n" }
        if chance(10) { body += "        showOptions(title: \"\(name)\", style: .actionSheet)\n" }
        body += """
                reload()
            }

            @objc private func reload() {
                service.load { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success(let items):
                        self.items = items
                        self.tableView.reloadData()
                    case .failure(let error):
                        self.show(error)
                    }
                }
            }

            private func show(_ error: Error) {
                let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }

            @objc private func share(_ sender: UIBarButtonItem) {
                let activity = UIActivityViewController(activityItems: items.map(\\.title), applicationActivities: nil)

        """
        if !chance(20) { body += "        activity.popoverPresentationController?.barButtonItem = sender\n" }
        body += """
                present(activity, animated: true)
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
                let item = items[indexPath.row]
                var content = cell.defaultContentConfiguration()
                content.text = item.title
                content.secondaryText = item.subtitle
                cell.contentConfiguration = content
                return cell
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                let detail = \(name)DetailViewController(item: items[indexPath.row])
                navigationController?.pushViewController(detail, animated: true)

        """
        if chance(10) { body += "        if let first = navigationController?.viewControllers[1] { print(first) }\n" }
        body += "    }\n"
        if chance(25) {
            body += """

                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    coordinator.animate { _ in self.tableView.reloadData() }
                }

            """
        } else if chance(10) {
            body += """

                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    tableView.reloadData()
                }

            """
        }
        body += "}\n"
        return body
    }

    mutating func view(_ name: String) -> String {
        var body = """
        import UIKit

        /// A card for \(name.lowercased()).
        final class \(name)View: UIView {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()
            private let detailLabel = UILabel()
            private let stack = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                stack.axis = .vertical
                stack.spacing = 8
                stack.addArrangedSubview(titleLabel)
                stack.addArrangedSubview(detailLabel)
                addSubview(iconView)
                addSubview(stack)
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                detailLabel.font = .preferredFont(forTextStyle: .subheadline)
                detailLabel.numberOfLines = 0

        """
        if chance(15) { body += "        iconView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 3, height: 80)\n" }
        body += """
            }

            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                super.layoutSubviews()
                let side = bounds.height
                iconView.frame = CGRect(x: 0, y: 0, width: side, height: side)
                iconView.layer.cornerRadius = side / 2
                stack.frame = CGRect(x: side + 12, y: 0, width: bounds.width - side - 12, height: bounds.height)
            }

            func configure(title: String, detail: String, icon: UIImage?) {
                titleLabel.text = title
                detailLabel.text = detail
                iconView.image = icon
                setNeedsLayout()
            }

            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if traitCollection.horizontalSizeClass == .regular {
                    stack.axis = .horizontal
                } else {
                    stack.axis = .vertical
                }
            }
        }

        """
        return body
    }

    mutating func model(_ name: String) -> String {
        var fields = ""
        for field in 0..<Int(4 + random.next() % 8) {
            fields += "    public var field\(field): \(pick(["String", "Int", "Double", "Date", "[String]", "Bool"]))\n"
        }
        return """
        import Foundation

        /// A \(name.lowercased()) as the server sends it.
        public struct \(name): Codable, Hashable, Identifiable {
            public let id: UUID
            public var title: String
            public var subtitle: String?
        \(fields)
            public init(id: UUID = UUID(), title: String, subtitle: String? = nil) {
                self.id = id
                self.title = title
                self.subtitle = subtitle
        \(fields.split(separator: "\n").map { "        self.\($0.split(separator: " ")[2].dropLast()) = .init()" }.joined(separator: "\n"))
            }

            public var displayTitle: String {
                guard let subtitle, !subtitle.isEmpty else { return title }
                return "\\(title) — \\(subtitle)"
            }
        }

        extension \(name) {
            public static func sorted(_ values: [\(name)]) -> [\(name)] {
                values.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
            }
        }

        """
    }
}

let arguments = CommandLine.arguments.dropFirst().prefix { !$0.hasPrefix("--") }

/// `--findings FOLDER`: every finding of the corpus (`corpus-findings`) and of the app (`app-findings`),
/// one per line, to check that a change to the linter's speed changed no finding.
let findingsFolder = CommandLine.arguments.firstIndex(of: "--findings").flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }

func writeFindings(_ report: LintReport, to name: String) {
    guard let findingsFolder else { return }
    let lines = report.findings.map { "\($0.path):\($0.line):\($0.column):\($0.utf16Column) \($0.severity) \($0.ruleID) \($0.message) \($0.lineHash)\n" }
    do {
        try FileManager.default.createDirectory(atPath: findingsFolder, withIntermediateDirectories: true)
        try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: findingsFolder).appendingPathComponent(name))
    } catch {
        FileHandle.standardError.write(Data("lint-bench: could not write the findings: \(error)\n".utf8))
        exit(2)
    }
}
let fileCount = arguments.first.flatMap(Int.init) ?? 2_000
let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 3
let seed: UInt64 = 0x5EED_1A7E
let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-lint-bench-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: corpus) }

var generator = CorpusGenerator(random: SplitMix64(state: seed))
var bytes = 0
do {
    for (name, text) in generator.sharedFiles() {
        let folder = corpus.appendingPathComponent("Shared", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        bytes += text.utf8.count
    }
    for index in 0..<fileCount {
        let (name, text) = generator.file(index)
        let folder = corpus.appendingPathComponent("Module\(index % 20)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        bytes += text.utf8.count
    }
} catch {
    FileHandle.standardError.write(Data("lint-bench: could not write the corpus: \(error)\n".utf8))
    exit(2)
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print("lint-bench: \(fileCount) generated files, \(bytes / 1024) KiB, seed 0x\(String(seed, radix: 16)), \(cores) cores, \(iterations) runs")

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// CPU time of the whole process so far (user + system, every thread): on a machine shared with
/// other work, the figure that does not depend on how often the workers were descheduled.
func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

var wallTimes: [Double] = []
var floorTimes: [Double] = []
var lintCPU: [Double] = []
var retainedFloorTimes: [Double] = []
var retainedFloorCPU: [Double] = []
var floorCPU: [Double] = []
for run in 1...iterations {
    let report: LintReport
    let cpuStart = processCPU()
    do {
        report = try Linter.lint(paths: [corpus.path], root: corpus.path)
        lintCPU.append(processCPU() - cpuStart)
    } catch {
        FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
        exit(2)
    }
    let wall = seconds(report.statistics.wall)
    wallTimes.append(wall)
    if run == 1 { writeFindings(report, to: "corpus-findings") }
    let parse = seconds(report.statistics.parse), rules = seconds(report.statistics.rules)
    let index = seconds(report.statistics.index)
    let floor: Double
    let floorStart = processCPU()
    do {
        floor = seconds(try Linter.parseFloor(paths: [corpus.path], root: corpus.path))
        floorCPU.append(processCPU() - floorStart)
    } catch {
        FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
        exit(2)
    }
    floorTimes.append(floor)
    let retainedStart = processCPU()
    do {
        let retained = seconds(try Linter.parseFloor(paths: [corpus.path], root: corpus.path, retainingTrees: true))
        let retainedCPU = processCPU() - retainedStart
        retainedFloorTimes.append(retained)
        retainedFloorCPU.append(retainedCPU)
    } catch {
        FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
        exit(2)
    }
    print(String(format: "run %d: %d files in %.3f s wall = %.0f files/s; parse %.3f s + index %.3f s + rules %.3f s (CPU, all workers); parse share %.1f%%; %d findings; parse-only floor %.3f s wall, lint/floor %.2fx; process CPU lint %.3f s, floor %.3f s, %.2fx",
                 run, report.fileCount, wall, Double(report.fileCount) / wall, parse, index, rules, report.statistics.parseFraction * 100, report.findings.count, floor, wall / floor,
                 lintCPU[run - 1], floorCPU[run - 1], lintCPU[run - 1] / floorCPU[run - 1]))
}
let bestFloor = floorTimes.min() ?? 0
let best = wallTimes.min() ?? 0
let bestLintCPU = lintCPU.min() ?? 0, bestFloorCPU = floorCPU.min() ?? 0
print(String(format: "best: %.0f files/s (%.3f s for %d files); best parse-only floor %.3f s; lint/floor %.2fx; best process CPU lint %.3f s, floor %.3f s, %.2fx",
             Double(fileCount) / best, best, fileCount, bestFloor, best / bestFloor, bestLintCPU, bestFloorCPU, bestLintCPU / bestFloorCPU))
let bestRetained = retainedFloorTimes.min() ?? 0, bestRetainedCPU = retainedFloorCPU.min() ?? 0
print(String(format: "parse-only floor keeping every tree (as the module index must): best %.3f s wall (lint/that %.2fx), process CPU %.3f s (lint/that %.2fx)",
             bestRetained, best / bestRetained, bestRetainedCPU, bestLintCPU / bestRetainedCPU))

// A real app, when given: `lint-bench --app PATH` lints it against its own parse floor.
if let flag = CommandLine.arguments.firstIndex(of: "--app"), flag + 1 < CommandLine.arguments.count {
    let app = CommandLine.arguments[flag + 1]
    var lintTimes: [Double] = [], appFloors: [Double] = [], appLintCPU: [Double] = [], appFloorCPU: [Double] = []
    for _ in 1...iterations {
        do {
            let lintStart = processCPU()
            let report = try Linter.lint(paths: [app], root: app)
            appLintCPU.append(processCPU() - lintStart)
            lintTimes.append(seconds(report.statistics.wall))
            if lintTimes.count == 1 { writeFindings(report, to: "app-findings") }
            let floorStart = processCPU()
            appFloors.append(seconds(try Linter.parseFloor(paths: [app], root: app)))
            appFloorCPU.append(processCPU() - floorStart)
        } catch {
            FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
            exit(2)
        }
    }
    let lint = lintTimes.min() ?? 0, floor = appFloors.min() ?? 0
    let cpuLint = appLintCPU.min() ?? 0, cpuFloor = appFloorCPU.min() ?? 0
    print(String(format: "app %@: lint %.3f s, parse-only floor %.3f s, lint/floor %.2fx; process CPU lint %.3f s, floor %.3f s, %.2fx (best of %d)",
                 app, lint, floor, lint / floor, cpuLint, cpuFloor, cpuLint / cpuFloor, iterations))
}
