/// A dictionary whose entries a capture can list without `Mirror`.
protocol DictionaryValue {
    /// The entries, in the dictionary's own order, each key with its `AnyHashable` form.
    var anyEntries: [(key: AnyHashable, value: Any)] { get }
}

extension Dictionary: DictionaryValue {
    var anyEntries: [(key: AnyHashable, value: Any)] { map { (AnyHashable($0.key), $0.value) } }
}
