import SwiftSyntax

extension AppRootReader {
    /// When no code of the target sets the window's root: its scene and app delegates whose
    /// superclass is another module's (a framework's `MvvmSceneDelegate`, as iTorrent's
    /// `SceneDelegate` subclasses), which may set the root in code PadKit does not read, each with
    /// the methods the delegate overrides that return a controller (`resolveRootVC(with:)`): where
    /// such a framework asks the app for its root. Listed, never followed: which of them the
    /// framework calls, and when, is in its code.
    func delegatesOfOtherModules() -> [UnresolvedItem] {
        let protocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
        return index.declarations.filter { $0.kind == .class }.compactMap { delegate in
            guard let superclass = delegate.inheritedTypes.first, !superclass.hasPrefix("UI"), !superclass.hasPrefix("NS"),
                !superclass.contains("<"), index.declarations(named: superclass, kinds: [.class]).isEmpty,
                delegate.inheritedTypes.contains(where: protocols.contains)
                    || ["SceneDelegate", "AppDelegate", "ApplicationDelegate"].contains(where: superclass.hasSuffix)
            else { return nil }
            let providers = index.declarations.filter { member in
                member.kind == .function && member.container == delegate.name
                    && member.node.as(FunctionDeclSyntax.self)?.modifiers.contains(where: { $0.name.text == "override" }) == true
                    && (member.typeName ?? "").hasSuffix("ViewController")
            }
            let overrides =
                providers.isEmpty
                ? "" : "; it overrides " + providers.map { "\($0.fullName) -> \($0.typeName ?? "")" }.joined(separator: ", ")
            return UnresolvedItem(
                path: "root",
                reason: """
                    \(delegate.name) subclasses \(superclass), a class of another module, which may set the window's root in code \
                    PadKit does not read\(overrides)
                    """,
                source: "\(delegate.path):\(delegate.line)",
                remedy: "describe the root by hand in the app description")
        }
    }
}
