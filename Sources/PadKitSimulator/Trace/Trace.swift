import PadKit

/// The single record of everything the twin did: every callback, in order.
///
/// Tests, the CLI and reports read it; nothing flows back into the twin from it. One trace is
/// shared by a window and every controller in it.
public final class Trace {
    /// The entries so far.
    public private(set) var entries: [TraceEntry] = []
    /// The scenario event being run, stamped on each new entry.
    public var currentEvent: Int?

    /// Whether entries are kept. A run whose trace nobody reads (`padkit matrix --app` inspects
    /// only the final tree) turns it off, and the twin then formats no entry at all: the receiver
    /// and details are evaluated only when recorded.
    public let isRecording: Bool

    /// A trace; `recording: false` keeps nothing.
    public init(recording: Bool = true) {
        isRecording = recording
    }

    /// Appends an entry for the current event.
    public func record(_ controller: @autoclosure () -> String, _ callback: String, _ details: @autoclosure () -> [TraceDetail] = []) {
        guard isRecording else { return }
        entries.append(TraceEntry(event: currentEvent, controller: controller(), callback: callback, details: details()))
    }

    /// The entries of one event.
    public func entries(forEvent event: Int?) -> [TraceEntry] {
        entries.filter { $0.event == event }
    }

    /// `controller callback` strings, the compact form tests compare orders with.
    public func calls(forEvent event: Int? = nil, matching filter: (TraceEntry) -> Bool = { _ in true }) -> [String] {
        entries.filter { ($0.event == event || event == nil) && filter($0) }.map { "\($0.controller) \($0.callback)" }
    }
}
