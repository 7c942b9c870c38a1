/// A container type that can name the types it holds, to tell by type alone whether `==` on it
/// could hide a change inside a class instance.
protocol ElementTypeListing {
    /// The types of the values inside.
    static var elementTypes: [Any.Type] { get }
}

extension Array: ElementTypeListing {
    static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ElementTypeListing {
    static var elementTypes: [Any.Type] { [Element.self] }
}

extension ArraySlice: ElementTypeListing {
    static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ElementTypeListing {
    static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ElementTypeListing {
    static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}

extension Optional: ElementTypeListing {
    static var elementTypes: [Any.Type] { [Wrapped.self] }
}
