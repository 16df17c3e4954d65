/// An app asked to run in a window it cannot occupy (``RunnableApp/checkOccupies(_:osVersion:)``):
/// a Split View share for an app that is not multitasking-eligible, an iPad window for an
/// iPhone-only app, any window on a device the app does not install on.
public struct PlacementNotOccupiableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The placement asked for (`ipad-air-2 landscape half`).
    public let placement: String
    /// Why the app has no such window: the sentence `padkit matrix` prints for it.
    public let reason: String

    public var description: String { "the app cannot run in \(placement): \(reason)" }
}
