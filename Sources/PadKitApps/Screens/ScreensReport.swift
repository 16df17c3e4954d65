import Foundation
import PadJSON
import PadKit

/// What `padkit layout screens` prints: every file, scene and window, laid out, with what was
/// not laid out under `unresolved` (paths into this output). Worked out here so that the
/// command only renders it.
public struct ScreensReport: Sendable {
    /// One file's scenes laid out.
    public struct File: Sendable {
        /// The file as read.
        public let file: ScreenFile
        /// Each scene with its windows.
        public let scenes: [(scene: ScreenScene, windows: [ScreenWindowLayout])]
    }

    /// The files, in the order given.
    public let files: [File]
    /// What was not laid out.
    public let unresolved: [ScreenUnresolved]

    /// Lays out `files` (their scenes, or only the scene `sceneID`) in `windows`, or as designed
    /// when `windows` is `nil`. Every window after the first of a scene re-solves incrementally
    /// (``ScreenLayout``).
    ///
    /// - Throws: ``ScreenReadingError/unknownScene(id:known:)`` when `sceneID` is in no file.
    public init(files: [ScreenFile], sceneID: String?, windows: [ScreenWindow]?, metrics: TextMetrics) throws(ScreenReadingError) {
        if let sceneID, !files.contains(where: { $0.scenes.contains { $0.id == sceneID || $0.sceneID == sceneID } }) {
            throw .unknownScene(id: sceneID, known: files.flatMap { $0.scenes.map(\.id) })
        }
        var laidOut: [File] = []
        var unresolved: [ScreenUnresolved] = []
        for (f, file) in files.enumerated() {
            let prefix = "files[\(f)]"
            for entry in file.unresolved {
                unresolved.append(
                    ScreenUnresolved(
                        path: entry.path.isEmpty ? prefix : "\(prefix).\(entry.path)", reason: entry.reason, source: entry.source))
            }
            var scenes: [(ScreenScene, [ScreenWindowLayout])] = []
            for scene in file.scenes where sceneID == nil || scene.id == sceneID || scene.sceneID == sceneID {
                let s = scenes.count
                let layout = ScreenLayout(scene: scene, file: file, metrics: metrics)
                for problem in layout.problems {
                    unresolved.append(
                        ScreenUnresolved(
                            path: "\(prefix).scenes[\(s)]", reason: "\(problem.reason): not installed",
                            source: "\(file.file):\(problem.line)"))
                }
                let asked = windows ?? ScreenWindow.designed(file, scene: scene).map { [$0] } ?? []
                var results: [ScreenWindowLayout] = []
                for window in asked {
                    let result = layout.layout(in: window)
                    // A custom view the constraints leave free most likely sizes itself in code. A
                    // stack view's size is its arranged views' (UIStackView has no intrinsic size of
                    // its own), so a custom stack left free is not blamed on code: its arranged views
                    // are listed themselves (Stopp Corona's 59 `BackgroundStackView`s, an app not
                    // opened while this was written, were all named here).
                    for (v, view) in result.views.enumerated()
                    where view.view.customClass != nil && view.view.element != "stackView" && !view.frameAmbiguousAxes.isEmpty {
                        unresolved.append(
                            ScreenUnresolved(
                                path: "\(prefix).scenes[\(s)].windows[\(results.count)].views[\(v)]",
                                reason:
                                    """
                                    \(view.view.customClass ?? "") \(view.view.id) is ambiguous: its intrinsic size may come \
                                    from code, which PadKit does not run
                                    """,
                                source: "\(file.file):\(view.view.line)"))
                    }
                    results.append(result)
                }
                scenes.append((scene, results))
            }
            laidOut.append(File(file: file, scenes: scenes))
        }
        self.files = laidOut
        self.unresolved = unresolved
    }

    // MARK: JSON

    /// The report as `padkit layout screens --format json` prints it (the issue's contract).
    public var jsonValue: JSONValue {
        .object([
            ("files", .array(files.map(Self.json))),
            (
                "unresolved",
                .array(
                    unresolved.map {
                        .object([("path", .string($0.path)), ("reason", .string($0.reason)), ("source", .string($0.source))])
                    })
            ),
        ])
    }

    private static func json(_ file: File) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("file", .string(file.file.file))]
        if let device = file.file.designedFor {
            let size = device.size(orientation: file.file.designedOrientation)
            pairs.append(
                (
                    "designedFor",
                    .object([
                        ("device", .string(device.id)),
                        ("orientation", .string(file.file.designedOrientation == "landscape" ? "landscape" : "portrait")),
                        ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
                    ])
                ))
        } else {
            pairs.append(("designedFor", .null))
        }
        pairs.append(
            (
                "scenes",
                .array(
                    file.scenes.map { scene, windows in
                        var s: [(String, JSONValue)] = [("id", .string(scene.id))]
                        if let sceneID = scene.sceneID { s.append(("sceneID", .string(sceneID))) }
                        s.append(("class", .string(scene.className)))
                        s.append(("source", .string("\(file.file.file):\(scene.line)")))
                        s.append(
                            (
                                "windows",
                                .array(
                                    windows.map {
                                        json($0, file: file.file.file, scene: scene, liquidGlass: file.file.designedWithLiquidGlass)
                                    })
                            ))
                        return .object(s)
                    })
            ))
        return .object(pairs)
    }

    private static func json(_ layout: ScreenWindowLayout, file: String, scene: ScreenScene, liquidGlass: Bool) -> JSONValue {
        let w = layout.window
        // As designed, a conflict is read against the frames IB stored (``StoredFrames``).
        let storedFrames =
            w.designed && layout.findings.contains { $0.kind == "unsatisfiable" } ? StoredFrames(scene, liquidGlass: liquidGlass) : nil
        var pairs: [(String, JSONValue)] = [
            ("designed", .bool(w.designed)), ("device", .string(w.device)), ("orientation", .string(w.orientation)),
        ]
        if !w.designed {
            pairs.append(("mode", w.mode.map(JSONValue.string) ?? .null))
            pairs.append(("multitasking", w.multitasking.map(JSONValue.string) ?? .null))
            pairs.append(("osVersion", w.osVersion.map(JSONValue.string) ?? .null))
        }
        pairs.append(("window", .object([("width", .number(Double(w.size.width))), ("height", .number(Double(w.size.height)))])))
        pairs.append(
            (
                "sizeClasses",
                .object([
                    ("horizontal", .string("\(layout.sizeClasses.horizontal)")), ("vertical", .string("\(layout.sizeClasses.vertical)")),
                ])
            ))
        pairs.append(
            (
                "views",
                .array(
                    layout.views.map { entry in
                        let v = entry.view
                        var view: [(String, JSONValue)] = [
                            ("id", .string(v.id)), ("class", .string(v.uikitClass)),
                            ("customClass", v.customClass.map(JSONValue.string) ?? .null),
                        ]
                        if let superview = v.superview { view.append(("superview", .string(superview))) }
                        if let f = entry.frame {
                            view.append(
                                (
                                    "frame",
                                    .object([
                                        ("x", .number(Double(f.origin.x))), ("y", .number(Double(f.origin.y))),
                                        ("width", .number(Double(f.size.width))), ("height", .number(Double(f.size.height))),
                                    ])
                                ))
                        }
                        view.append(("text", v.text.map(JSONValue.string) ?? .null))
                        view.append(("accessibilityIdentifier", v.accessibilityIdentifier.map(JSONValue.string) ?? .null))
                        view.append(("hidden", .bool(v.isHidden)))
                        view.append(("installed", .bool(entry.installed)))
                        view.append(("ambiguous", .bool(!entry.ambiguousAxes.isEmpty)))
                        view.append(("source", .string("\(file):\(v.line)")))
                        return .object(view)
                    })
            ))
        pairs.append(
            (
                "findings",
                .array(
                    layout.findings.map { f in
                        var finding: [(String, JSONValue)] = [
                            ("kind", .string(f.kind)), ("views", .array(f.views.map(JSONValue.string))),
                            ("constraints", .array(f.constraints.map(JSONValue.string))),
                        ]
                        if let broken = f.broken { finding.append(("broken", .string(broken))) }
                        if f.kind == "unsatisfiable",
                            let satisfied = storedFrames?.verdict(on: f, in: layout.sizeClasses, scale: layout.window.scale).satisfied
                        {
                            finding.append(("storedFramesSatisfy", .bool(satisfied)))
                        }
                        finding.append(("message", .string(f.message)))
                        finding.append(("source", .string(f.source)))
                        return .object(finding)
                    })
            ))
        return .object(pairs)
    }

    // MARK: Text

    /// The report as `--format text` prints it: per window, one line per view (frame, flags) and
    /// one per finding.
    public var text: String {
        var lines: [String] = []
        let p = { (v: Double) in NumberText.points(v) }
        for file in files {
            let designed =
                file.file.designedFor.map { d in
                    let s = d.size(orientation: file.file.designedOrientation)
                    return "designed for \(d.id) \(file.file.designedOrientation) \(p(Double(s.width))) x \(p(Double(s.height)))"
                } ?? "not laid out"
            lines.append("\(file.file.file) (\(designed))")
            for (scene, windows) in file.scenes {
                lines.append("  scene \(scene.id) \(scene.className) (\(file.file.file):\(scene.line))")
                for layout in windows {
                    let w = layout.window
                    let name =
                        w.designed
                        ? "designed \(w.device) \(w.orientation)"
                        : "\(w.device) \(w.orientation) \(w.mode ?? "")\(w.multitasking.map { " \($0)" } ?? "") iOS \(w.osVersion ?? "")"
                    lines.append(
                        "    \(name): window \(p(Double(w.size.width))) x \(p(Double(w.size.height))), \(layout.sizeClasses), "
                            + "\(layout.views.count) views, \(layout.findings.count) findings")
                    for entry in layout.views {
                        let v = entry.view
                        let frame =
                            entry.frame.map {
                                """
                                (\(p(Double($0.origin.x))), \(p(Double($0.origin.y))), \(p(Double($0.size.width))), \
                                \(p(Double($0.size.height))))
                                """
                            } ?? "not installed"
                        var flags: [String] = []
                        if v.isHidden { flags.append("hidden") }
                        if !entry.ambiguousAxes.isEmpty {
                            flags.append("AMBIGUOUS " + entry.ambiguousAxes.map(\.rawValue).joined(separator: "+"))
                        }
                        lines.append(
                            """
                                  \(v.id) \(v.customClass ?? v.uikitClass)\(entry.label) \
                            \(frame)\(flags.isEmpty ? "" : " " + flags.joined(separator: ", "))
                            """
                        )
                    }
                    for finding in layout.findings {
                        let what =
                            finding.kind == "unsatisfiable"
                            ? """
                            broke \(finding.broken ?? "NSContentSizeLayoutConstraint") of \
                            [\(finding.constraints.joined(separator: ", "))], views [\(finding.views.joined(separator: ", "))]
                            """
                            : finding.message
                        lines.append("      ! \(finding.kind): \(what) (\(finding.source))")
                    }
                }
            }
        }
        if !unresolved.isEmpty {
            lines.append("unresolved:")
            for entry in unresolved { lines.append("  \(entry.path): \(entry.reason) (\(entry.source))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
