import PadKit

/// One callback the twin made, or one decision it took, in the order it happened.
public struct TraceEntry: Sendable, Hashable {
    /// The index of the scenario event that caused it (`nil` before the first event, at launch).
    public let event: Int?
    /// The receiver: a controller's title, `Title.view` for its view, or `Window`.
    public let controller: String
    /// The callback in UIKit signature form (`viewWillTransition(to:with:)`).
    public let callback: String
    /// What mattered at that moment, in a fixed order: new and old values, and what the receiver
    /// could see (`sees`), which shows UIKit's stale-value rules.
    public let details: [TraceDetail]

    /// Makes an entry.
    public init(event: Int?, controller: String, callback: String, details: [TraceDetail] = []) {
        self.event = event
        self.controller = controller
        self.callback = callback
        self.details = details
    }

    /// The value of the detail named `key`, if any.
    public func detail(_ key: String) -> String? {
        details.first { $0.key == key }?.value
    }
}

/// A named value in a trace entry (`to: 600x834`, `sees: wR hR 1194x834`).
public struct TraceDetail: Sendable, Hashable {
    /// The detail's name (`to`, `sees`, `reason` ...).
    public let key: String
    /// The detail's value as text.
    public let value: String

    /// Makes a detail.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
