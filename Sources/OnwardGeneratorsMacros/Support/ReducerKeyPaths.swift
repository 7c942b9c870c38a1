import SwiftSyntax

/// The `get:` and `set:` key paths of a `@Reducer` attribute, as written.
struct ReducerKeyPaths {
    /// The key paths the method reads, one per parameter.
    let get: [String]
    /// The key paths the method's result is written to, one per returned value.
    let set: [String]

    /// Reads the `get:` and `set:` lists; an unlabeled argument continues the list before it, and a leading
    /// unlabeled argument (the store type) belongs to neither.
    init(_ attribute: AttributeSyntax) {
        var get: [String] = []
        var set: [String] = []
        var label: String?
        if case .argumentList(let arguments) = attribute.arguments {
            for argument in arguments {
                label = argument.label?.text ?? label
                switch label {
                case "get": get.append(argument.expression.trimmedDescription)
                case "set": set.append(argument.expression.trimmedDescription)
                default: break
                }
            }
        }
        self.get = get
        self.set = set
    }

    /// The arguments of the generated reducer's initializer: `get: ..., set: ...`, `getter: ...` or
    /// `setter: ...`.
    var arguments: String {
        switch (get.isEmpty, set.isEmpty) {
        case (false, false): "get: \(get.joined(separator: ", ")), set: \(set.joined(separator: ", "))"
        case (false, true): "getter: \(get.joined(separator: ", "))"
        default: "setter: \(set.joined(separator: ", "))"
        }
    }
}
