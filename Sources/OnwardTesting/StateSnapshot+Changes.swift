import OnwardDebug

extension StateSnapshot {
    /// The snapshot with the part at a path replaced; unchanged when the path leads nowhere.
    func replacing(_ path: some Collection<StatePath.Component>, with new: StateSnapshot) -> StateSnapshot {
        guard let first = path.first else { return new }
        guard let child = child(first) else { return self }
        return replacingChild(first, with: child.replacing(path.dropFirst(), with: new))
    }

    /// The snapshot with the changes from `old` to `new` made to it, part by part, and the lists
    /// where that could not be done: lists whose elements were added or removed between this
    /// snapshot and `old`, so that an index in one is not the same element in the other.
    ///
    /// - Parameters:
    ///   - old: A state.
    ///   - new: A later state.
    func applying(changesFrom old: StateSnapshot, to new: StateSnapshot)
        -> (state: StateSnapshot, conflicts: [[StatePath.Component]])
    {
        let changes = StateComparison.mismatches(before: old, expected: old, actual: new)
        var conflicts: [[StatePath.Component]] = []
        let applicable = changes.filter { change in
            guard let list = firstListOfOtherLength(along: change.path, in: old) else { return true }
            if !conflicts.contains(list) { conflicts.append(list) }
            return false
        }
        // Elements removed from the end of a list go first, from the last, so the indexes still hold.
        let removals = applicable.filter { $0.actual == nil }.reversed()
        let state = (removals + applicable.filter { $0.actual != nil }).reduce(self) { state, change in
            state.setting(change.path[...], to: change.actual)
        }
        return (state, conflicts)
    }

    /// The first list along a path that has another number of elements here than in `other`.
    private func firstListOfOtherLength(
        along path: [StatePath.Component], in other: StateSnapshot
    ) -> [StatePath.Component]? {
        for (position, component) in path.enumerated() {
            guard case .index = component else { continue }
            let list = Array(path[..<position])
            if case .list(let mine) = at(list), case .list(let theirs) = other.at(list), mine.count != theirs.count {
                return list
            }
        }
        return nil
    }

    /// The snapshot with the part at a path set, added (one past a list's end, or a new key) or,
    /// given `nil`, removed; unchanged when the path leads nowhere.
    private func setting(_ path: ArraySlice<StatePath.Component>, to new: StateSnapshot?) -> StateSnapshot {
        guard let first = path.first else { return new ?? .nilValue }
        if path.count == 1 {
            switch (self, first) {
            case (.list(var elements), .index(let index)):
                if let new, elements.indices.contains(index) {
                    elements[index] = new
                } else if let new {
                    elements.append(new)
                } else if elements.indices.contains(index) {
                    elements.remove(at: index)
                }
                return .list(elements)
            case (.dictionary(var entries), .key(let key)):
                entries.removeAll { AnyHashable($0.key) == key }
                if let new, let key = key.base as? StateSnapshot { entries.append(Entry(key: key, value: new)) }
                return .dictionary(entries)
            default:
                break
            }
        }
        guard let child = child(first) else { return self }
        return replacing([first], with: child.setting(path.dropFirst(), to: new))
    }

    /// The snapshot with the part one step down replaced.
    private func replacingChild(_ component: StatePath.Component, with new: StateSnapshot) -> StateSnapshot {
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
            .dictionary(entries.map { AnyHashable($0.key) == key ? Entry(key: $0.key, value: new) : $0 })
        default:
            self
        }
    }
}
