import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// One of Onward's macros: how source code spells it and the type that implements it.
///
/// `@unchecked Sendable`: every property is an immutable `let`, and a macro type is a caseless enum with only
/// static functions, so sharing it across concurrency domains is safe although `Macro` is not `Sendable`.
public struct OnwardMacro: @unchecked Sendable {
    /// The attribute name in source code, e.g. `Interactor` for `@Interactor`.
    public let name: String
    /// The implementing type, e.g. ``InteractorMacro``.
    public let type: any Macro.Type
    /// The protocols its extension role conforms to (`Interactor`, `Store`), as the compiler passes them.
    public let conformances: [String]

    /// The implementing type's name, as `#externalMacro(module:type:)` and the compiler plugin name it.
    public var typeName: String { String(describing: type) }

    /// The macro as swift-syntax's expansion machinery describes it.
    public var spec: MacroSpec { MacroSpec(type: type, conformances: conformanceTypes) }

    /// ``conformances`` as types.
    var conformanceTypes: [TypeSyntax] { conformances.map { TypeSyntax(IdentifierTypeSyntax(name: .identifier($0))) } }

    /// ``conformances`` as the inheritance list an extension role receives.
    var conformanceList: InheritedTypeListSyntax {
        InheritedTypeListSyntax(conformanceTypes.map { InheritedTypeSyntax(type: $0) })
    }
}

/// Every Onward macro: the one list the compiler plugin serves and tools expand with.
public let onwardMacros: [OnwardMacro] = [
    OnwardMacro(name: "Interactor", type: InteractorMacro.self, conformances: ["Interactor", "ActionListing"]),
    OnwardMacro(name: "Store", type: StoreMacro.self, conformances: ["Store"]),
    OnwardMacro(name: "Action", type: ActionMacro.self, conformances: []),
    OnwardMacro(name: "Reducer", type: ReducerMacro.self, conformances: []),
    OnwardMacro(name: "Middleware", type: MiddlewareMacro.self, conformances: []),
    OnwardMacro(name: "Inward", type: InwardMacro.self, conformances: []),
]
