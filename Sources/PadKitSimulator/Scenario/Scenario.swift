import Foundation
import PadKit

/// A scenario file: a starting placement, a sample app, and a list of events.
///
/// ```json
/// { "device": "ipad-pro-11-inch-m4", "orientation": "landscape", "mode": "full",
///   "app": "navigation", "osVersion": "18.0",
///   "events": [ {"multitask": "half"}, {"rotate": "portrait"}, {"push": "Detail"} ] }
/// ```
/// `mode` may be replaced by `"window": {"width": w, "height": h}`, or be `"iphone_compatibility"`
/// for an iPhone-only app on iPad (`CompatibilityMode`); `osVersion` is optional (default: the
/// latest, on any device, as a what-if). A given `osVersion` must be one the device runs
/// (`Device.checkSupports(_:)`), and the twin follows it: what did not exist yet
/// (`OSFeature`) is an error or is ignored, as in UIKit.
public struct Scenario: Sendable, Hashable {
    /// Where the app starts.
    public var placement: Placement
    /// The sample app's name.
    public var app: String
    /// The OS version whose behaviour the twin follows.
    public var osVersion: OSVersion
    /// The events, in order.
    public var events: [ScenarioEvent]

    /// Measured placements (`padkit simulate --measurements`): the starting window and every window
    /// an event moves to take a measurement of them where there is one (``Window/measurements``).
    public var measurements: Measurements?

    /// Whether the starting window and every window an event moves to must be one the OS offers
    /// (``PadKit/WindowContext/Offering``): required for a scenario file, as `padkit matrix`
    /// lists windows; unchecked for a scenario a test or the soak builds from a placement.
    public var offering: WindowContext.Offering = .unchecked

    /// Makes a scenario from its parts (the JSON form is read by the throwing initialiser).
    public init(placement: Placement, app: String, osVersion: OSVersion, events: [ScenarioEvent]) {
        self.placement = placement
        self.app = app
        self.osVersion = osVersion
        self.events = events
    }
}
