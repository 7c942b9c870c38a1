import OnwardDebug

extension StateSnapshot {
    /// The part of the snapshot at a path, or `nil` when it has none there.
    func at(_ path: some Collection<StatePathComponent>) -> StateSnapshot? {
        guard let first = path.first else { return self }
        return child(first)?.at(path.dropFirst())
    }

    /// The snapshot with the part at a path replaced; unchanged when the path leads nowhere.
    func replacing(_ path: some Collection<StatePathComponent>, with new: StateSnapshot) -> StateSnapshot {
        guard let first = path.first else { return new }
        guard let child = child(first) else { return self }
        return replacingChild(first, with: child.replacing(path.dropFirst(), with: new))
    }

    /// The part one step down.
    func child(_ component: StatePathComponent) -> StateSnapshot? {
        switch (self, component) {
        case (.record(_, let fields), .field(let name)), (.enumCase(_, _, let fields), .field(let name)):
            fields.first { $0.label == name }?.value
        case (.list(let elements), .index(let index)):
            elements.indices.contains(index) ? elements[index] : nil
        case (.dictionary(let entries), .key(let key)):
            entries.first { $0.key == key }?.value
        default:
            nil
        }
    }

    /// The snapshot with the part one step down replaced.
    private func replacingChild(_ component: StatePathComponent, with new: StateSnapshot) -> StateSnapshot {
        if case .list(var elements) = self, case .index(let index) = component {
            elements[index] = new
            return .list(elements)
        }
        return switch (self, component) {
        case (.record(let type, let fields), .field(let name)):
            .record(type: type, fields: fields.map { $0.label == name ? Field(label: name, value: new) : $0 })
        case (.enumCase(let type, let caseName, let fields), .field(let name)):
            .enumCase(
                type: type, name: caseName,
                payload: fields.map { $0.label == name ? Field(label: name, value: new) : $0 })
        case (.dictionary(let entries), .key(let key)):
            .dictionary(entries.map { $0.key == key ? Entry(key: key, value: new) : $0 })
        default:
            self
        }
    }
}
