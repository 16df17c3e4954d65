import SwiftSyntax

/// The type a member is read on, so that a project helper is looked up where Swift would find it.
///
/// `controller.isPad` in `func show(usingController controller: UIViewController)` reads the
/// `isPad` of `UIViewController`, which an `extension UIViewController` anywhere in the run may
/// declare; a `Settings.isPad` flag elsewhere in the run is not a candidate. The receiver's type is
/// taken from what the code writes: a parameter's or a property's declared type, a local's
/// initializer (`let vc = UIViewController()`) or type annotation, the enclosing type for `self`
/// and bare names, and UIKit's own names (`traitCollection`, `view`, `UIDevice.current`). Its
/// lineage is its ancestry through the module's declarations, continued through UIKit's
/// superclasses (``uiKitSuperclasses``), so an extension on `UIViewController` or `UIView`
/// reaches every subclass.
extension ModuleIndex {
    /// UIKit's superclasses of the classes apps subclass or receive most, as UIKit declares them.
    static let uiKitSuperclasses: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIActivityViewController": "UIViewController",
        "UIDocumentPickerViewController": "UIViewController", "UIImagePickerController": "UINavigationController",
        "UIHostingController": "UIViewController", "UISearchController": "UIViewController",
        "UIViewController": "UIResponder", "UIView": "UIResponder",
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UITextField": "UIControl", "UILabel": "UIView", "UIImageView": "UIView",
        "UIStackView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UIWindow": "UIView", "UINavigationBar": "UIView",
        "UIToolbar": "UIView", "UITabBar": "UIView", "UIVisualEffectView": "UIView",
    ]

    /// Names UIKit gives a view controller's or a view's own members, with their types.
    static let uiKitMemberTypes: [String: String] = [
        "traitCollection": "UITraitCollection", "view": "UIView", "window": "UIWindow", "superview": "UIView",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "presentingViewController": "UIViewController",
        "presentedViewController": "UIViewController", "parent": "UIViewController",
    ]

    /// `type` and everything it descends from or conforms to, nearest first: through the module's
    /// declarations, then UIKit's superclasses.
    func lineage(of type: String) -> [String] {
        var result = ancestry(of: type)
        var index = 0
        while index < result.count {
            if let superclass = Self.uiKitSuperclasses[result[index]], !result.contains(superclass) {
                result += ancestry(of: superclass).filter { !result.contains($0) }
            }
            index += 1
        }
        return result
    }

    /// The type the receiver `path` names at `use`, or `nil` when the code does not say.
    ///
    /// `[]` and `["self"]` are the enclosing type; `["UIDevice", "current"]` is `UIDevice`; a type
    /// name stands for itself (a static member); a lower-case name is a parameter, a local, a
    /// property of the enclosing type, or a member UIKit declares (`traitCollection`).
    func receiverType(_ path: [String], at use: some SyntaxProtocol) -> String? {
        if path.isEmpty || path == ["self"] { return use.enclosingTypeName }
        if path == ["UIDevice", "current"] || path == ["UIDevice", "currentDevice"] { return "UIDevice" }
        if path == ["UIScreen", "main"] { return "UIScreen" }
        if path.count == 2, path[0] == "self" { return receiverType([path[1]], at: use) }
        guard path.count == 1, let name = path.first, let first = name.first else {
            if let last = path.last, let type = Self.uiKitMemberTypes[last] { return type }
            return nil
        }
        if first.isUppercase { return name }
        if let type = use.declaredTypeOfLocal(named: name) { return type }
        if let owner = use.enclosingTypeName {
            let lineage = lineage(of: owner)
            if let property = properties(named: name).first(where: { $0.container.map(lineage.contains) ?? false }),
                let type = property.typeName.map(Self.plainTypeName)
            {
                return type
            }
        }
        return Self.uiKitMemberTypes[name]
    }

    /// `UIViewController` for `UIViewController?`, `UIViewController!` or `(UIViewController)`.
    static func plainTypeName(_ text: String) -> String {
        var name = Substring(text)
        while let last = name.last, last == "?" || last == "!" || last == ")" { name = name.dropLast() }
        while let first = name.first, first == "(" { name = name.dropFirst() }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        return String(name).trimmingSpaces
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension SyntaxProtocol {
    /// The type a parameter or local `name` visible here is declared with: a parameter's type
    /// (of the enclosing functions, initializers and closures), a local's annotation, or a local
    /// initialised by a type's initializer (`UIAlertController(...)`). `nil` otherwise.
    func declaredTypeOfLocal(named name: String) -> String? {
        let position = positionAfterSkippingLeadingTrivia
        for node in ancestors {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                var found: String?
                for item in list where item.position < position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let annotation = binding.typeAnnotation?.type.trimmedText {
                            found = ModuleIndex.plainTypeName(annotation)
                        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                            let called = call.calledExpression.unqualifiedPath, called.count == 1,
                            let first = called[0].first, first.isUppercase
                        {
                            found = called[0]
                        }
                    }
                }
                if let found { return found }
            }
            let parameters: FunctionParameterListSyntax?
            if let function = node.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
            } else if let initializer = node.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else {
                parameters = nil
            }
            if let parameters {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return ModuleIndex.plainTypeName(parameter.type.trimmedText)
                }
            }
            if let closure = node.as(ClosureExprSyntax.self), case .parameterClause(let clause)? = closure.signature?.parameterClause {
                for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type.map { ModuleIndex.plainTypeName($0.trimmedText) }
                }
            }
        }
        return nil
    }
}
