/// An ordered collection whose elements a capture can list without `Mirror`.
protocol ListValue {
    /// The elements, in order.
    var anyElements: [Any] { get }

    /// The array's storage, when it has an identity of its own.
    var storage: ArrayStorage? { get }

    /// The element at an offset from the start.
    ///
    /// - Parameter offset: A valid offset.
    /// - Returns: The element.
    func anyElement(atOffset offset: Int) -> Any
}

extension Array: ListValue {
    var anyElements: [Any] { map { $0 } }

    func anyElement(atOffset offset: Int) -> Any { self[index(startIndex, offsetBy: offset)] }

    var storage: ArrayStorage? {
        withUnsafeBufferPointer { ArrayStorage(address: UInt(bitPattern: $0.baseAddress), count: $0.count) }
    }
}

extension ContiguousArray: ListValue {
    var anyElements: [Any] { map { $0 } }

    func anyElement(atOffset offset: Int) -> Any { self[index(startIndex, offsetBy: offset)] }

    var storage: ArrayStorage? {
        withUnsafeBufferPointer { ArrayStorage(address: UInt(bitPattern: $0.baseAddress), count: $0.count) }
    }
}

extension ArraySlice: ListValue {
    var anyElements: [Any] { map { $0 } }

    func anyElement(atOffset offset: Int) -> Any { self[index(startIndex, offsetBy: offset)] }

    var storage: ArrayStorage? { nil }
}
