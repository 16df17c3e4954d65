import SwiftSyntax

/// What code does with an interface orientation it reads: decide a layout, or hand the value to
/// something that needs the scene's orientation itself.
///
/// WWDC26 session 278 ("Modernize your UIKit app") and Apple's `uikit-app-modernization`
/// guidance: "Interface orientation also is no longer useful for layout decisions ... Any
/// interface orientation checks in your app should also be updated to use size classes". On
/// iPadOS 27 an app's supported orientations are a preference a resizable scene ignores, and in
/// iPhone Mirroring an app is always portrait whatever its scene's shape. Code that turns the
/// orientation into a camera connection's rotation, a compass heading's reference, an image's
/// orientation or an orientation lock needs the orientation itself, and reads the scene's
/// (`UIWindowScene.effectiveGeometry.interfaceOrientation`, which replaces the deprecated
/// `UIWindowScene.interfaceOrientation` in the iOS 26 SDK).
enum OrientationUse: Equatable {
    /// The value reaches camera, capture, heading, image-orientation or orientation-lock code.
    case orientationItself
    /// The value decides something the same statement does to the interface (``InterfaceWorkFinder``).
    case layout
    /// A value whose use the linter cannot see (a helper that returns it, a comparison kept for later).
    case unknown

    /// Names whose presence says the orientation is handed to code that needs it as such:
    /// AVFoundation's capture rotation, Core Location's heading reference, image orientation,
    /// and the orientation masks a lock or a geometry request is made of.
    static let orientationSinks: Set<String> = [
        "videoOrientation", "AVCaptureVideoOrientation", "videoRotationAngle", "AVCaptureConnection", "AVCaptureVideoPreviewLayer",
        "headingOrientation", "CLDeviceOrientation", "imageOrientation", "CGImagePropertyOrientation",
        "UIInterfaceOrientationMask", "supportedInterfaceOrientations", "requestGeometryUpdate",
    ]

    /// The use of the orientation read at `node`: the statement around it (an `if`, a `switch`
    /// over it with its cases, an assignment), the uses of a local it is bound to, or the type a
    /// helper returns it as. Layout when one of those places changes what is on screen
    /// (``InterfaceWorkFinder``), so a statement that both rotates a capture connection and lays
    /// out views keeps the size-class advice; the orientation itself when every place names a
    /// sink; otherwise unknown.
    static func of(_ node: some SyntaxProtocol) -> OrientationUse {
        if let type = returnedType(around: node), orientationSinks.contains(where: { type.contains($0) }) {
            return .orientationItself
        }
        let statement = enclosingStatement(node)
        var places: [Syntax] = [statement]
        if let binding = node.ancestors.first(where: { $0.is(PatternBindingSyntax.self) })?.as(PatternBindingSyntax.self),
            binding.position >= statement.position,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let scope = statement.parent?.parent?.as(CodeBlockItemListSyntax.self)
        {
            let uses = NameUseFinder(name: name, after: binding.endPosition)
            uses.walk(scope)
            guard !uses.uses.isEmpty else { return .unknown }
            places = uses.uses.map { enclosingStatement($0) }
        }
        if places.contains(where: { InterfaceWorkFinder.contains($0) }) { return .layout }
        let allSinks = places.allSatisfy { place in
            place.tokens(viewMode: .sourceAccurate).contains { orientationSinks.contains($0.text) }
        }
        return allSinks ? .orientationItself : .unknown
    }

    /// The statement the node is part of: the outermost syntax below a code block item.
    private static func enclosingStatement(_ node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        for ancestor in node.ancestors {
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { break }
            current = ancestor
        }
        return current
    }

    /// The type a function or computed property around `node` returns, when `node` is what it
    /// returns (a helper such as `var videoOrientation: AVCaptureVideoOrientation { ... }`).
    private static func returnedType(around node: some SyntaxProtocol) -> String? {
        for ancestor in node.ancestors {
            if ancestor.is(ClosureExprSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type.trimmedText }
            if let binding = ancestor.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                return binding.typeAnnotation?.type.trimmedText
            }
            if ancestor.is(MemberBlockItemSyntax.self) { return nil }
        }
        return nil
    }
}
