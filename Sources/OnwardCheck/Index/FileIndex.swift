import SwiftParser
import SwiftSyntax

/// What one file declares and uses, as far as the rules need it: a single walk over its syntax.
struct FileIndex {
    /// The types it declares.
    var types: [TypeRecord] = []
    /// Its extensions.
    var extensions: [ExtensionRecord] = []
    /// How many times each name is referenced (`name`, `.name`, `\.name`).
    var references: [String: Int] = [:]
    /// Each variable or parameter name declared in the file, with the store type each declaration
    /// makes clear (`let store = ToDoStore()`, `store: ToDoStore`), or `nil` where it does not.
    var variables: [String: [String?]] = [:]
    /// Its `name.dispatch(\.action ...)` calls.
    var dispatches: [DispatchRecord] = []
    /// The properties its `register(\Type.action ...)` calls name: actions registered by hand.
    var registeredActions: Set<String> = []
    /// The types whose `build()` or `forStore()` it calls: `X` for `X.build()`, the interactor of a
    /// store that conforms to `Store` by hand.
    var builtTypes: Set<String> = []
    /// The global actors it declares (`@globalActor`).
    var globalActors: Set<String> = []

    /// Reads a file. A file that does not compile, or does not even parse, is read as far as its
    /// syntax tree goes.
    init(_ file: CheckedFile) {
        let tree = Parser.parse(source: file.text)
        let walker = Walker(file: file, converter: SourceLocationConverter(fileName: file.path, tree: tree))
        walker.walk(tree)
        self = walker.index
    }

    fileprivate init() {}
}

/// The walk that fills a ``FileIndex``.
private final class Walker: SyntaxVisitor {
    var index = FileIndex()
    let file: CheckedFile
    let converter: SourceLocationConverter

    init(file: CheckedFile, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePlace(path: file.path, target: file.target, line: location.line, column: location.column)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let typeName = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        let addsConformance = Self.listsConformances(node.inheritanceClause)
        index.extensions.append(
            ExtensionRecord(
                typeName: typeName, addsConformance: addsConformance,
                members: members(of: node.memberBlock.members, inConformance: addsConformance)))
        return .visitChildren
    }

    func record(_ node: some DeclGroupSyntax, name: TokenSyntax) {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let plainAttributes = attributes.filter { $0.arguments == nil }.compactMap(\.simpleName)
        if plainAttributes.contains("globalActor") { index.globalActors.insert(name.text) }
        let store = attributes.first { $0.simpleName == "Store" }
        index.types.append(
            TypeRecord(
                name: name.text,
                location: place(name),
                isInteractor: attributes.contains { $0.simpleName == "Interactor" },
                storedInteractor: store.flatMap(Self.metatypeName),
                plainAttributes: plainAttributes,
                isMarkedNonisolated: node.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) },
                isPublic: node.modifiers.isPublic,
                inherits: Self.listsConformances(node.inheritanceClause),
                // A method of a type that lists conformances may be one of their requirements.
                members: members(
                    of: node.memberBlock.members, inConformance: Self.listsConformances(node.inheritanceClause))))
    }

    /// Protocols that bring no requirement a method meets and no action: a type or extension that
    /// lists only these is checked as if it listed none.
    static let plainProtocols: Set<String> = ["Sendable", "Identifiable", "AnyObject"]

    /// Whether an inheritance clause lists a type or protocol that may bring requirements or
    /// members: one not in ``plainProtocols``.
    static func listsConformances(_ clause: InheritanceClauseSyntax?) -> Bool {
        guard let clause else { return false }
        return clause.inheritedTypes.contains { !plainProtocols.contains($0.type.trimmedDescription) }
    }

    /// The name of a type without its generic arguments and module: `Action` for
    /// `Onward.Action<List, Int>`.
    static func baseName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.as(MemberTypeSyntax.self)?.name.text
    }

    /// The simple name of the type in `@Store(X.self)`: `X`, also for `Module.X.self`.
    static func metatypeName(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments,
            let access = arguments.first?.expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.tokenKind == .keyword(.self), let base = access.base
        else { return nil }
        return base.trimmedDescription.split(separator: ".").last.map(String.init)
    }

    func members(of list: MemberBlockItemListSyntax, inConformance: Bool) -> MemberList {
        var result = MemberList()
        for item in list {
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                result.methods.append(method(function, inConformance: inConformance))
            } else if let variable = item.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText
                    else { continue }
                    result.properties.insert(name)
                    if !isStatic, let type = binding.typeAnnotation?.type,
                        ["Action", "AsyncAction"].contains(Self.baseName(of: type))
                    {
                        result.actions.append((name, place(binding.pattern)))
                    }
                    if variable.bindingSpecifier.tokenKind == .keyword(.var), !isStatic, binding.isStored {
                        result.storedVariables.insert(name)
                    }
                }
            } else if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested) = clause.elements {
                        result.formUnion(members(of: nested, inConformance: inConformance))
                    }
                }
            }
        }
        return result
    }

    func method(_ function: FunctionDeclSyntax, inConformance: Bool) -> MethodRecord {
        let name = function.name.unescapedText
        let attributeNames = function.attributes.compactMap { $0.as(AttributeSyntax.self)?.simpleName }
        let selfReferences =
            function.body?.tokens(viewMode: .sourceAccurate).filter {
                $0.unescapedText == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true
            }.count ?? 0
        return MethodRecord(
            name: name,
            location: place(function.name),
            isActionComponent: attributeNames.contains("Reducer") || attributeNames.contains("Middleware"),
            isReachableFromOutside: inConformance || function.modifiers.isPublic
                || function.name.tokenKind != .identifier(function.name.text)
                || function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                || attributeNames.contains("objc"),
            referencesInOwnBody: selfReferences)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        index.references[node.baseName.unescapedText, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        var type: String?
        if let binding = node.parent?.as(PatternBindingSyntax.self) {
            type =
                binding.typeAnnotation.flatMap { Self.simpleTypeName($0.type) }
                ?? binding.initializer.flatMap { Self.constructedType($0.value) }
        }
        index.variables[node.identifier.unescapedText, default: []].append(type)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = node.secondName ?? node.firstName
        if name.tokenKind != .wildcard {
            index.variables[name.unescapedText, default: []].append(Self.simpleTypeName(node.type))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        index.variables[(node.secondName ?? node.firstName).unescapedText, default: []].append(nil)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        index.variables[node.name.unescapedText, default: []].append(nil)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["build", "forStore"].contains(callee.declName.baseName.text),
            let base = callee.base?.as(DeclReferenceExprSyntax.self)
        {
            index.builtTypes.insert(base.baseName.unescapedText)
        }
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "register",
            let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
            let property = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
        {
            index.registeredActions.insert(property.declName.baseName.unescapedText)
        }
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "dispatch",
            let variable = callee.base?.as(DeclReferenceExprSyntax.self),
            let first = node.arguments.first, first.label == nil,
            let keyPath = first.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            keyPath.components.count == 1,
            let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
            property.declName.argumentNames == nil
        {
            index.dispatches.append(
                DispatchRecord(
                    variable: variable.baseName.unescapedText,
                    action: property.declName.baseName.unescapedText,
                    location: place(keyPath)))
        }
        return .visitChildren
    }

    /// `ToDoStore` for a type written as a plain name, else `nil`.
    static func simpleTypeName(_ type: TypeSyntax) -> String? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else {
            return nil
        }
        return identifier.name.unescapedText
    }

    /// `ToDoStore` for `ToDoStore(...)`, and for `TestStore(ToDoStore(...))`, else `nil`.
    static func constructedType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        else { return nil }
        if callee.baseName.text == "TestStore" {
            guard let first = call.arguments.first, first.label == nil else { return nil }
            return constructedType(first.expression)
        }
        return callee.baseName.unescapedText
    }
}

extension AttributeSyntax {
    /// `Store` for `@Store(X.self)`, `MainActor` for `@MainActor`; `nil` for a qualified or generic name.
    fileprivate var simpleName: String? {
        attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }
}

extension TokenSyntax {
    /// The name without the backticks that escape a keyword.
    var unescapedText: String {
        identifier?.name ?? text
    }
}

extension DeclModifierListSyntax {
    /// Whether the declaration is `public` or `open`.
    fileprivate var isPublic: Bool {
        contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }
}

extension PatternBindingSyntax {
    /// Whether the binding stores a value: no accessors, or only observers.
    fileprivate var isStored: Bool {
        guard let accessorBlock else { return true }
        guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
        return accessors.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }
}
