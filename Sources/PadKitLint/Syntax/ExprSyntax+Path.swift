import SwiftSyntax

extension ExprSyntaxProtocol {
    /// The expression as a dotted path of names, with optional chaining and force unwraps
    /// looked through: `UIApplication.shared.keyWindow?` is `["UIApplication", "shared", "keyWindow"]`,
    /// `.popover` is `["", "popover"]`, `super.viewWillTransition` is `["super", "viewWillTransition"]`.
    ///
    /// `nil` when the expression is anything else (a call, a subscript, a literal), so rules
    /// that match a path never match an expression they did not understand.
    var dottedPath: [String]? {
        let expr = ExprSyntax(self)
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return [reference.baseName.text]
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return ["", name] }
            guard let basePath = base.dottedPath else { return nil }
            return basePath + [name]
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            return chain.expression.dottedPath
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            return unwrap.expression.dottedPath
        }
        if expr.is(SuperExprSyntax.self) {
            return ["super"]
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return only.expression.dottedPath
        }
        return nil
    }

    /// The dotted path with a leading `self` or `UIKit` module qualifier removed.
    var unqualifiedPath: [String]? {
        guard var path = dottedPath else { return nil }
        while let first = path.first, first == "self" || first == "UIKit", path.count > 1 {
            path.removeFirst()
        }
        return path
    }

    /// The name of the last member or reference in the path, e.g. `present` for `self.present`.
    var lastName: String? {
        let expr = ExprSyntax(self)
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return chain.expression.lastName }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return unwrap.expression.lastName }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The name the call ends in: `present` for `self.present(vc, animated: true)`, `CGSize`
    /// for `CGSize(width:height:)`.
    var calledName: String? {
        calledExpression.lastName
    }

    /// The expression the call is made on: `self` for `self.present(...)`, `nil` for a bare call.
    var receiver: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The argument with the given label, if any.
    func argument(labeled label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }
}

extension ExprSyntaxProtocol {
    /// The value of an integer or floating-point literal, looking through parentheses and
    /// `CGFloat(...)`/`Double(...)` conversions of a literal.
    var numericLiteralValue: Double? {
        let expr = ExprSyntax(self)
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map(Double.init)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            let name = call.calledName, ["CGFloat", "Double", "Float"].contains(name),
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        {
            return only.expression.numericLiteralValue
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return only.expression.numericLiteralValue
        }
        return nil
    }

    /// The text of a string literal without interpolation, e.g. `orientation` for `"orientation"`.
    var stringLiteralValue: String? {
        guard let literal = ExprSyntax(self).as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

extension ExprSyntaxProtocol {
    /// The member names at the end of the expression, whatever it starts with:
    /// `(scene as? UIWindowScene)?.windows.first` is `["windows", "first"]`, with the cast in
    /// ``trailingBase``. Unlike ``dottedPath``, never `nil`.
    var trailingNames: [String] {
        var names: [String] = []
        var current = ExprSyntax(self)
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                guard let base = member.base else { break }
                current = base
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                break
            } else {
                break
            }
        }
        return names
    }

    /// The type an expression is cast to at its start, as in `(x as? UINavigationController)?.viewControllers`.
    var leadingCastType: String? {
        var current = ExprSyntax(self)
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
            } else if let cast = current.as(AsExprSyntax.self) {
                return cast.type.trimmedText
            } else if let sequence = current.as(SequenceExprSyntax.self), let cast = sequence.elements.last?.as(TypeExprSyntax.self),
                sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
            {
                return cast.type.trimmedText
            } else {
                return nil
            }
        }
    }
}
