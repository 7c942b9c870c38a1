import SwiftSyntax

/// Infers the type of a property from its initial value, for the simple forms a reader sees at a glance.
enum InferredType {
    /// The type of a literal or of a `TypeName(...)` call, or `nil` when it is not that simple.
    ///
    /// String literals give `String`, integers `Int`, floating-point literals `Double`, `true`/`false`
    /// `Bool` (also behind a `-` sign for numbers), and calls such as `Foo()`, `Foo.Bar(x)`, `Foo.init()`
    /// or `Array<Int>()` the called type.
    /// - Parameter expression: The initial value.
    /// - Returns: The type as source text.
    static func of(_ expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            let operand = prefix.expression
            if operand.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if operand.is(FloatLiteralExprSyntax.self) { return "Double" }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return calledType(call.calledExpression)
        }
        return nil
    }

    /// The type a call constructs: `Foo` for `Foo(...)` and `Foo.init(...)`, `Foo.Bar` for `Foo.Bar(...)`.
    private static func calledType(_ callee: ExprSyntax) -> String? {
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
            let base = member.base
        {
            return typeReference(base)
        }
        return typeReference(callee)
    }

    /// The expression as a type name, when it names a type by the usual capitalized spelling.
    static func typeReference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true ? reference.trimmedDescription : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard typeReference(base) != nil, member.declName.baseName.text.first?.isUppercase == true else {
                return nil
            }
            return member.trimmedDescription
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return typeReference(generic.expression) == nil ? nil : generic.trimmedDescription
        }
        return nil
    }
}
