import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Store(SomeInteractor.self)`: adds the interactor, a mutator action per mutable stored property and the
/// `Store` conformance to a class.
public enum StoreMacro {}

extension StoreMacro: MemberMacro {
    /// Generated code is emitted exactly as written here, so it reads the same in every expansion.
    public static var formatMode: FormatMode { .disabled }

    /// Adds `let interactor = SomeInteractor.forStore()`, `var observerStorage = DispatchObserverStorage()`,
    /// a `<property>Mutator` for every mutable stored instance property, `visitMutators(_:)`, which
    /// lists them, `visitNestedStores(_:)` and `storedPropertyName(of:)`.
    /// - Parameters:
    ///   - node: The `@Store` attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - protocols: The protocols the compiler asks to add (unused by this role).
    ///   - context: Receives the diagnostics.
    /// - Returns: The members, or none when the attribute itself is misused.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let diagnostics = diagnose(declaration, attribute: node)
        diagnostics.forEach(context.diagnose)
        guard diagnostics.isEmpty, let classDecl = declaration.as(ClassDeclSyntax.self),
            let interactor = interactorType(of: node)
        else { return [] }
        let access = AccessPrefix.mirroring(classDecl.modifiers)
        let store = storeTypeName(classDecl)
        var members: [DeclSyntax] = [
            "\(raw: access)let interactor = \(raw: interactor.typeName).forStore()",
            // Unchecked: a dispatch reads it first, and a checked read of a class's `var` calls into
            // the runtime every time; only OnwardCore writes it, never during a read.
            "@exclusivity(unchecked) \(raw: access)var observerStorage = DispatchObserverStorage()",
        ]
        var mutators: [String] = []
        for property in MutableProperty.all(in: classDecl) {
            guard let type = property.type else {
                let message = StoreDiagnostic.missingTypeAnnotation(property: property.name)
                context.diagnose(Diagnostic(node: property.pattern, message: message))
                continue
            }
            members.append(mutator(for: property, type: type, store: store, access: access))
            mutators.append(property.name + "Mutator")
        }
        if !mutators.isEmpty {
            let visits = mutators.map { "    visitor.visit(\\\(store).\($0), named: \"\($0)\")\n" }.joined()
            members.append(
                """
                \(raw: access)static func visitMutators(_ visitor: inout some ActionVisitor) {
                \(raw: visits)}
                """)
        }
        if let visits = nestedStoreVisits(of: classDecl, access: access) {
            members.append(visits)
        }
        if let names = storedPropertyNames(of: classDecl, store: store, access: access) {
            members.append(names)
        }
        return members
    }

    /// `visitNestedStores(_:)`: each stored instance property whose type may hold a store, handed
    /// to `NestedStoreVisit`, whose overloads pick the stores by the property's type; none when no
    /// such property may hold one (an `Int`, a `[String]`), which `Store`'s default serves. A `weak`
    /// or `unowned` property is taken for a reference to a store owned elsewhere (a shared store, a
    /// way back to a parent), not a part of the state, and is left out.
    private static func nestedStoreVisits(of classDecl: ClassDeclSyntax, access: String) -> DeclSyntax? {
        let visits = storedProperties(of: classDecl).compactMap { property -> String? in
            guard property.isOwned else { return nil }
            if let type = property.type, PlainValueType.holdsNoStore(type) { return nil }
            return "    NestedStoreVisit.visit(self.\(property.written), visit)\n"
        }
        guard !visits.isEmpty else { return nil }
        return """
            \(raw: access)func visitNestedStores(_ visit: (any Store) -> Void) {
            \(raw: visits.joined())}
            """
    }

    /// A stored instance property of a class, as the generated members need it.
    private struct StoredProperty {
        /// Its name, without backticks.
        let plain: String
        /// Its name as written, with backticks where it needs them.
        let written: String
        /// Its type, when it is written or plain to infer.
        let type: String?
        /// Whether it holds what it refers to strongly: a part of the state the store owns.
        let isOwned: Bool
    }

    /// The stored instance properties of a class, `lazy` ones left out.
    private static func storedProperties(of classDecl: ClassDeclSyntax) -> [StoredProperty] {
        classDecl.memberBlock.members.flatMap { member -> [StoredProperty] in
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic,
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
            else { return [] }
            let isOwned = !variable.modifiers.contains {
                $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
            }
            return variable.bindings.enumerated().compactMap { index, binding in
                guard binding.isStored, let plain = binding.plainName, let written = binding.writtenName else {
                    return nil
                }
                let type =
                    variable.typeAnnotation(forBindingAt: index)?.trimmedDescription
                    ?? binding.initializer.flatMap { InferredType.of($0.value) }
                return StoredProperty(plain: plain, written: written, type: type, isOwned: isOwned)
            }
        }
    }

    /// `storedPropertyName(of:)`: the name of each stored instance property, by its key path, as a
    /// snapshot of the store shows it (so a test store can name what a key path changes), in debug
    /// builds; none for a class without stored properties, which `Store`'s default serves.
    private static func storedPropertyNames(of classDecl: ClassDeclSyntax, store: String, access: String)
        -> DeclSyntax?
    {
        let names = storedProperties(of: classDecl)
        guard !names.isEmpty else { return nil }
        let cases = names.map { "    case \\\(store).\($0.written): \"\($0.plain)\"\n" }.joined()
        // Only in debug builds, where tests run: a key path made of a stored property of a class
        // makes an optimized build check exclusive access to it at run time, on every access.
        return """
            #if DEBUG
            \(raw: access)static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                switch keyPath {
            \(raw: cases)    default: nil
                }
            }
            #endif
            """
    }

    /// The mutator of one property: an action that sets it to the dispatched value.
    private static func mutator(for property: MutableProperty, type: String, store: String, access: String)
        -> DeclSyntax
    {
        let memberAccess = property.explicitAccess ?? access
        return """
            \(raw: memberAccess)var \(raw: property.name)Mutator: Action<\(raw: store), \(raw: type)> {
                Action { value in
                    Reducer(setter: \\\(raw: store).\(raw: property.writtenName)) { value }
                }
            }
            """
    }

    /// The class's name with its generic parameters, as generated code refers to it: `ToDo`, `Box<T>`.
    private static func storeTypeName(_ classDecl: ClassDeclSyntax) -> String {
        guard let generics = classDecl.genericParameterClause else { return classDecl.name.text }
        return classDecl.name.text + "<" + generics.parameters.map(\.name.text).joined(separator: ", ") + ">"
    }
}

extension StoreMacro: ExtensionMacro {
    /// Adds `extension YourClass: Store {}`, unless the attribute is misused or the class already conforms
    /// (the compiler asks for no protocol then; tools see the inheritance clause).
    /// - Parameters:
    ///   - node: The `@Store` attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - type: The type to extend.
    ///   - protocols: The protocols the type does not conform to yet (`Store`, or none).
    ///   - context: Receives the diagnostics.
    /// - Returns: The conformance extension, or none.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let diagnostics = diagnose(declaration, attribute: node)
        diagnostics.filter { ($0.diagMessage as? StoreDiagnostic)?.id == "notAClass" }.forEach(context.diagnose)
        guard diagnostics.isEmpty, !protocols.isEmpty, !declaration.inherits("Store") else { return [] }
        let isolation = GlobalActorIsolation.conformancePrefix(of: declaration)
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: isolation)Store {}")]
    }
}
