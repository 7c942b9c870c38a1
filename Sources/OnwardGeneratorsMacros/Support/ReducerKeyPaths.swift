import SwiftSyntax

/// The `get:`, `set:` and `update:` key paths of a `@Reducer` attribute, as written.
struct ReducerKeyPaths {
    /// The key paths the method reads, one per parameter.
    let get: [ExprSyntax]
    /// The key paths the method's result is written to, one per returned value.
    let set: [ExprSyntax]
    /// The key path whose value the method changes in place, through its last, `inout` parameter.
    let update: [ExprSyntax]

    /// Reads the `get:`, `set:` and `update:` lists; an unlabeled argument continues the list before it, and a
    /// leading unlabeled argument (the store type) belongs to none.
    init(_ attribute: AttributeSyntax) {
        var lists: [String: [ExprSyntax]] = [:]
        var label: String?
        if case .argumentList(let arguments) = attribute.arguments {
            for argument in arguments {
                label = argument.label?.text ?? label
                if let label { lists[label, default: []].append(argument.expression) }
            }
        }
        get = lists["get"] ?? []
        set = lists["set"] ?? []
        update = lists["update"] ?? []
    }

    /// Whether the attribute lists no key path at all.
    var isEmpty: Bool { self.get.isEmpty && set.isEmpty && update.isEmpty }

    /// Whether the method changes a value in place: the attribute has `update:`.
    var isUpdate: Bool { !update.isEmpty }

    /// The number of parameters the method needs: one per `get:` key path, and one for the `update:` value.
    var parameterCount: Int { self.get.count + (isUpdate ? 1 : 0) }

    /// The arguments of the generated reducer's initializer: `get: ..., set: ...`, `getter: ...`,
    /// `setter: ...`, `update: ...` or `get: ..., update: ...`.
    var arguments: String {
        let get = Self.list(get)
        let set = Self.list(set)
        if isUpdate { return (self.get.isEmpty ? "" : "get: \(get), ") + "update: \(Self.list(update))" }
        switch (self.get.isEmpty, self.set.isEmpty) {
        case (false, false): return "get: \(get), set: \(set)"
        case (false, true): return "getter: \(get)"
        default: return "setter: \(set)"
        }
    }

    /// Key paths as written, separated by commas.
    private static func list(_ keyPaths: [ExprSyntax]) -> String {
        keyPaths.map(\.trimmedDescription).joined(separator: ", ")
    }
}
