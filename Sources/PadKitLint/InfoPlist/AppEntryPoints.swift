/// Where the target's Swift sources start an app: a `@main` SwiftUI `App`, or a class that
/// adopts `UIApplicationDelegate`, by the file it is declared in. A plist whose package type is a
/// build setting is an app's only beside one (``InfoPlistBundle/unresolved``), and an app whose
/// entry is a SwiftUI `App` has the scene life cycle whatever its plist says (SwiftUI's `App`
/// protocol: "the structure of your app's scenes"; its `WindowGroup`s are `UIWindowScene`s).
struct AppEntryPoints: Sendable {
    /// Display paths of the files that declare an app delegate or an `App`.
    let appFiles: [String]
    /// Display paths of the files that declare a `@main` SwiftUI `App`.
    let swiftUIAppFiles: [String]

    init(_ index: ModuleIndex) {
        var appFiles: [String] = []
        var swiftUIAppFiles: [String] = []
        for declaration in index.declarations where declaration.kind == .class || declaration.kind == .struct {
            if AppRootReader.isSwiftUIApp(declaration) {
                swiftUIAppFiles.append(declaration.path)
                appFiles.append(declaration.path)
            } else if declaration.kind == .class, index.inheritedTypes(of: declaration.name).contains("UIApplicationDelegate") {
                appFiles.append(declaration.path)
            }
        }
        self.appFiles = appFiles
        self.swiftUIAppFiles = swiftUIAppFiles
    }

    /// The rules that judge an iPad app's plist.
    static let appRules = [
        Rule.requiresFullScreen.id, Rule.iPadOrientationsIncomplete.id, Rule.sceneManifestMissing.id, Rule.launchScreenMissing.id,
    ]

    /// A plist's findings with what the target's sources say: none of the app rules for a plist
    /// with an unresolved package type and no app entry under its target, no scene-manifest
    /// finding for a SwiftUI `App`. With `oneTarget` (`padkit lint --project`: every file given is
    /// the target's, the plist a resolved copy outside its folders) every source counts.
    func judged(_ outcome: FileOutcome, target: AppTarget?, oneTarget: Bool = false) -> FileOutcome {
        guard let target else { return outcome }
        var outcome = outcome
        let contains = { (path: String) in oneTarget || target.contains(path) }
        if target.kind == .unresolvedApp, !appFiles.contains(where: contains) {
            outcome.findings.removeAll { Self.appRules.contains($0.ruleID) }
        }
        if swiftUIAppFiles.contains(where: contains) {
            outcome.findings.removeAll { $0.ruleID == Rule.sceneManifestMissing.id }
        }
        return outcome
    }
}
