import PadKit
import PadKitSimulator

/// `padkit simulate --format html`: the window at launch and after every event, each frame
/// beside the callbacks that event produced. An error stops the strip; the error is shown where
/// the next frame would be, with the callbacks the failing event made before it stopped.
public struct Filmstrip: Sendable {
    /// One frame: the event (`nil` at launch) and the window after it.
    public struct Frame: Sendable {
        /// The event's index, `nil` at launch.
        public let event: Int?
        /// The window after the event.
        public let picture: WindowPicture

        public init(event: Int?, picture: WindowPicture) {
            self.event = event
            self.picture = picture
        }
    }

    /// The page title (usually the scenario file's name).
    public let title: String
    /// The scenario that ran.
    public let scenario: Scenario
    /// The frames, launch first.
    public let frames: [Frame]
    /// Every trace entry.
    public let trace: [TraceEntry]
    /// Why the run stopped early, if it did.
    public let failure: ScenarioError?
    /// Points to pixels, the same for every frame.
    public let scale: DrawingScale

    public init(
        title: String, scenario: Scenario, frames: [Frame], trace: [TraceEntry], failure: ScenarioError?,
        scale: DrawingScale = .standard
    ) {
        self.title = title
        self.scenario = scenario
        self.frames = frames
        self.trace = trace
        self.failure = failure
        self.scale = scale
    }

    /// Runs `scenario` with `rootViewController` as the app's root (and the app's Info.plist
    /// orientations), picturing the window at launch and after each event; returns the run (for
    /// its exit status and text) and the strip.
    public static func record(
        _ scenario: Scenario, rootViewController: ViewController,
        infoPlist: InfoPlist = InfoPlist(), appBuild: AppBuild = .unknown, title: String,
        scale: DrawingScale = .standard
    ) -> (run: ScenarioRun, filmstrip: Filmstrip) {
        var frames: [Frame] = []
        let run = ScenarioRunner.run(scenario, rootViewController: rootViewController, infoPlist: infoPlist, appBuild: appBuild) {
            event, window in
            frames.append(Frame(event: event, picture: WindowPicture(window)))
        }
        let strip = Filmstrip(
            title: title, scenario: scenario, frames: frames, trace: run.trace.entries, failure: run.failure, scale: scale)
        return (run, strip)
    }

    /// The page.
    public var html: String {
        let placement = scenario.placement
        var body = "<h1>\(Markup.escape(title))</h1>\n"
        let note = """
            \(placement) (\(NumberText.points(Double(placement.window.size.width)))x\
            \(NumberText.points(Double(placement.window.size.height)))), app \(scenario.app), iOS \(scenario.osVersion); \
            \(scenario.events.count) \(scenario.events.count == 1 ? "event" : "events"); 1 pt = \(Markup.number(scale.pixelsPerPoint)) px
            """
        body += "<p class=\"note\">\(Markup.escape(note))</p>\n"
        body += "<div class=\"strip\">\n"
        for (index, frame) in frames.enumerated() {
            body += "<section class=\"frame\" id=\"frame-\(frame.event.map(String.init) ?? "launch")\">\n"
            body += PlacementFigure(picture: frame.picture).html(scale: scale, id: "f\(index)")
            body +=
                """
                <div \
                class=\"calls\">\n<h3>\(Markup.escape(heading(for: frame.event)))</h3>\n\(calls(for: frame.event))</div>\n</section>\n
                """
        }
        if let failure {
            let event = failingEvent
            body += "<section class=\"frame error\" id=\"error\">\n<div class=\"calls\">\n"
            body += "<h3>\(Markup.escape(event.map { heading(for: $0) } ?? "launch"))</h3>\n"
            body += "<p><strong>Error</strong> at <code>\(Markup.escape(failure.path))</code>: \(Markup.escape(failure.message))</p>\n"
            body += "<p class=\"note\">The run stopped here; later events did not run.</p>\n"
            body += calls(for: event) + "</div>\n</section>\n"
        }
        body += "</div>\n"
        return HTMLPage.document(title: title, body: body)
    }

    /// The event the failure stopped at: the one after the last frame (or the launch).
    private var failingEvent: Int? {
        guard let last = frames.last else { return nil }
        return (last.event ?? -1) + 1
    }

    private func heading(for event: Int?) -> String {
        guard let event else { return "launch" }
        let text = scenario.events.indices.contains(event) ? scenario.events[event].text : ""
        return "event \(event): \(text)"
    }

    /// The callbacks of one event as an ordered list (the `event` marker entries left out).
    private func calls(for event: Int?) -> String {
        let entries = trace.filter { $0.event == event && $0.callback != "event" }
        guard !entries.isEmpty else { return "<p class=\"note\">No callbacks.</p>\n" }
        var out = "<ol class=\"calls\">\n"
        for entry in entries {
            let details = entry.details.map { "\($0.key)=\($0.value)" }.joined(separator: "  ")
            out += "<li><span class=\"who\">\(Markup.escape(entry.controller))</span> \(Markup.escape(entry.callback))"
            if !details.isEmpty { out += " <span class=\"details\">\(Markup.escape(details))</span>" }
            out += "</li>\n"
        }
        return out + "</ol>\n"
    }
}
