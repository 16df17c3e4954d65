/// Something a generated description could not determine from the app's files: a controller
/// chosen at run time, a title from a localization lookup, a class defined in a dependency.
/// `padkit app init` lists these rather than guess. An item about the project as a whole (a
/// missing xcconfig, a generated file) has the path `"project"`.
public struct UnresolvedItem: Sendable, Hashable {
    /// Where in the description it would go (`root.tabs[1].title`).
    public var path: String
    /// Why it could not be determined.
    public var reason: String
    /// Where in the app's files it was found (`App/SceneDelegate.swift:27`).
    public var source: String?
    /// The file the item is about, when it is one the project refers to but that is not there
    /// (`Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig`).
    public var file: String?
    /// What makes the item resolvable (`run \`pod install\``), when PadKit can tell.
    public var remedy: String?

    /// Makes an unresolved item from its parts; what is not given takes its default.
    public init(path: String, reason: String, source: String? = nil, file: String? = nil, remedy: String? = nil) {
        self.path = path
        self.reason = reason
        self.source = source
        self.file = file
        self.remedy = remedy
    }
}
