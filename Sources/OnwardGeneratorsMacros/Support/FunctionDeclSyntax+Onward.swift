import SwiftSyntax

extension FunctionDeclSyntax {
    /// Whether the method is `async`.
    var isAsync: Bool { signature.effectSpecifiers?.asyncSpecifier != nil }

    /// Whether the method is `throws`, `throws(E)` or `rethrows`.
    var isThrowing: Bool { signature.effectSpecifiers?.throwsClause != nil }

    /// The method's name without backticks.
    var plainName: String { name.identifier?.name ?? name.text }

    /// The number of parameters.
    var parameterCount: Int { signature.parameterClause.parameters.count }

    /// The number of values the method returns: 0 for none, `Void` or `()`, the element count of a
    /// tuple, otherwise 1.
    var returnValueCount: Int {
        guard let type = signature.returnClause?.type else { return 0 }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.count == 1 && tuple.elements.first?.firstName == nil ? 1 : tuple.elements.count
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Void" { return 0 }
        return 1
    }

    /// A call of the method on `receiver` that passes the closure's anonymous arguments in order,
    /// with the method's argument labels, and `&` for an `inout` parameter: `self.update(title: $0, &$1)`.
    /// - Parameter receiver: `self` or `Self`.
    /// - Returns: The call as source text.
    func forwardingCall(on receiver: String) -> String {
        let arguments = signature.parameterClause.parameters.enumerated().map { index, parameter in
            let label = parameter.firstName
            let argument = (parameter.inoutKeyword == nil ? "$" : "&$") + "\(index)"
            return label.tokenKind == .wildcard ? argument : "\(label.text): \(argument)"
        }
        return "\(receiver).\(name.text)(\(arguments.joined(separator: ", ")))"
    }
}
