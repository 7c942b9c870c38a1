/// Finding a part of a snapshot by its path, as ``StateComparison`` names it.
extension StateSnapshot {
    /// The part of the snapshot at a path, or `nil` when it has none there.
    package func at(_ path: some Collection<StatePath.Component>) -> StateSnapshot? {
        guard let first = path.first else { return self }
        return child(first)?.at(path.dropFirst())
    }

    /// The part one step down.
    package func child(_ component: StatePath.Component) -> StateSnapshot? {
        switch (self, component) {
        case (.record(_, let fields), .field(let name)), (.enumCase(_, _, let fields), .field(let name)):
            fields.first { $0.label == name }?.value
        case (.list(let elements), .index(let index)):
            elements.indices.contains(index) ? elements[index] : nil
        case (.dictionary(let entries), .key(let key)):
            entries.first { AnyHashable($0.key) == key }?.value
        default:
            nil
        }
    }
}
