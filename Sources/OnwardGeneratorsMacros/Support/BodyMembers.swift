import SwiftSyntax

/// The member names a type's body makes: those it declares and the properties `@Reducer` and
/// `@Middleware` generate beside its methods. A macro sees no extension, so a name missing here
/// may still be declared in one.
struct BodyMembers {
    /// Every name declared or generated in the body: properties, methods, nested types.
    private(set) var names: Set<String> = []
    /// The properties among them, declared or generated, sorted: the names a key path can reach.
    private(set) var properties: [String] = []
    /// Whether the body expands a freestanding macro (`#someMacro`), which may declare members it does
    /// not show.
    private(set) var mayHideMembers = false

    /// Reads the declarations of a body, including those inside `#if` clauses.
    /// - Parameter memberBlock: The body.
    init(_ memberBlock: MemberBlockSyntax) {
        var properties: Set<String> = []
        for declaration in memberBlock.declarations {
            if let variable = declaration.as(VariableDeclSyntax.self) {
                // Every identifier of the patterns, so `var (a, b) = ...` gives both.
                let identifiers = variable.bindings.flatMap { binding in
                    binding.pattern.tokens(viewMode: .sourceAccurate).compactMap(\.identifier?.name)
                }
                properties.formUnion(identifiers)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                names.insert(function.plainName)
                properties.formUnion(Self.generatedProperties(of: function))
            } else if let named = declaration.asProtocol(NamedDeclSyntax.self) {
                names.insert(named.name.identifier?.name ?? named.name.text)
            } else if declaration.is(MacroExpansionDeclSyntax.self) {
                mayHideMembers = true
            }
        }
        names.formUnion(properties)
        self.properties = properties.sorted()
    }

    /// The properties that `@Reducer` and `@Middleware` generate beside `function`, e.g. `toDoToggleReducer`.
    private static func generatedProperties(of function: FunctionDeclSyntax) -> [String] {
        function.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element, let store = MethodPeer.storeType(of: attribute) else {
                return nil
            }
            let peer = MethodPeer(function: function, store: store)
            switch attribute.attributeName.trimmedDescription.split(separator: ".").last {
            case "Reducer": return peer.propertyName(suffix: "Reducer")
            case "Middleware": return peer.propertyName(suffix: "Middleware")
            default: return nil
            }
        }
    }
}
