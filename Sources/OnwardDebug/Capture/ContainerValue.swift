/// A standard container a capture takes apart without `Mirror`.
protocol ContainerValue {
    /// The types of the values inside, to tell by type alone whether `==` on the container could
    /// hide a change inside a class instance.
    static var elementTypes: [Any.Type] { get }

    /// The container taken apart one level.
    var shape: ValueShape { get }
}

/// An ordered collection, whose elements a capture can also read one by one.
protocol ListValue: ContainerValue {
    var anyElements: [Any] { get }
    /// The array's storage, when it has an identity of its own.
    var storage: ArrayStorage? { get }
    func anyElement(atOffset offset: Int) -> Any
}

extension ListValue where Self: Collection {
    static var elementTypes: [Any.Type] { [Element.self] }
    var shape: ValueShape { .list(anyElements) }
    var anyElements: [Any] { map { $0 } }
    func anyElement(atOffset offset: Int) -> Any { self[index(startIndex, offsetBy: offset)] }
}

extension Array: ListValue {
    var storage: ArrayStorage? {
        withUnsafeBufferPointer { ArrayStorage(address: UInt(bitPattern: $0.baseAddress), count: $0.count) }
    }
}

extension ContiguousArray: ListValue {
    var storage: ArrayStorage? {
        withUnsafeBufferPointer { ArrayStorage(address: UInt(bitPattern: $0.baseAddress), count: $0.count) }
    }
}

extension ArraySlice: ListValue {
    var storage: ArrayStorage? { nil }
}

extension Set: ContainerValue {
    static var elementTypes: [Any.Type] { [Element.self] }
    var shape: ValueShape { .set(map { $0 }) }
}

extension Dictionary: ContainerValue {
    static var elementTypes: [Any.Type] { [Key.self, Value.self] }
    var shape: ValueShape { .dictionary(map { (AnyHashable($0.key), $0.value) }) }
}

extension Optional: ContainerValue {
    static var elementTypes: [Any.Type] { [Wrapped.self] }
    var shape: ValueShape { .optional(map { $0 }) }
}
