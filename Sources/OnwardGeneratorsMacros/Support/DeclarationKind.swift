import SwiftSyntax

/// The kind of declaration a macro was attached to, as diagnostics name it ("a struct", "an enum").
enum DeclarationKind {
    /// The kind of `declaration` with its article, e.g. "a struct".
    static func describing(_ declaration: some SyntaxProtocol) -> String {
        switch declaration.kind {
        case .classDecl: "a class"
        case .structDecl: "a struct"
        case .enumDecl: "an enum"
        case .actorDecl: "an actor"
        case .protocolDecl: "a protocol"
        case .extensionDecl: "an extension"
        case .functionDecl: "a function"
        case .variableDecl: "a property"
        case .initializerDecl: "an initializer"
        case .subscriptDecl: "a subscript"
        case .typeAliasDecl: "a type alias"
        case .enumCaseDecl: "an enum case"
        default: "this declaration"
        }
    }
}
