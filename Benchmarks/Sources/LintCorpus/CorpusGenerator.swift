// The generated corpus `lint-bench` and the `LintBenchmarks` suite lint: view controllers, views
// and models in the shapes a large iPhone-first app has, with the cross-file cases the module index
// resolves (an idiom helper and share-sheet factories declared once, used elsewhere).
import BenchmarkSupport
import Foundation

/// Writes view controllers, views and models in the shapes a large iPhone-first app has.
public struct CorpusGenerator {
    public var random: SplitMix64

    public init(random: SplitMix64) {
        self.random = random
    }

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
    public func sharedFiles() -> [(name: String, text: String)] {
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

    public mutating func file(_ index: Int) -> (name: String, text: String) {
        let name = "\(pick(nouns))\(pick(kinds))\(index)"
        switch index % 10 {
        case 0, 1, 2, 3: return ("\(name)ViewController.swift", viewController(name))
        case 4, 5, 6: return ("\(name)View.swift", view(name))
        default: return ("\(name).swift", model(name))
        }
    }

    public mutating func viewController(_ name: String) -> String {
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

    public mutating func view(_ name: String) -> String {
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

    public mutating func model(_ name: String) -> String {
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

    /// Writes the shared files (`Shared/`) and `fileCount` generated files (in 20 module folders)
    /// under `folder`; returns the bytes written.
    public mutating func write(fileCount: Int, to folder: URL) throws -> Int {
        var bytes = 0
        for (name, text) in sharedFiles() {
            let shared = folder.appendingPathComponent("Shared", isDirectory: true)
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: shared.appendingPathComponent(name))
            bytes += text.utf8.count
        }
        for index in 0..<fileCount {
            let (name, text) = file(index)
            let module = folder.appendingPathComponent("Module\(index % 20)", isDirectory: true)
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: module.appendingPathComponent(name))
            bytes += text.utf8.count
        }
        return bytes
    }
}
