/// Compares two states part by part and lists every place where they differ: the test store's
/// check of the state after an action, and `todos replay --expect-state`'s.
package enum StateComparison {
    /// Every place where `expected` and `actual` differ, deepest first reached.
    ///
    /// - Parameters:
    ///   - before: The state before the action.
    ///   - expected: The state the test expected after it.
    ///   - actual: The state after it.
    ///   - paths: Compare only these parts (a non-exhaustive test); everything when `nil`.
    package static func mismatches(
        before: StateSnapshot, expected: StateSnapshot, actual: StateSnapshot, at paths: [[StatePath.Component]]? = nil
    ) -> [StateMismatch] {
        var found: [StateMismatch] = []
        for path in outermost(paths ?? [[]]) {
            compare(path, before.at(path), expected.at(path), actual.at(path), into: &found)
        }
        return found
    }

    /// The paths that are not inside another of them.
    private static func outermost(_ paths: [[StatePath.Component]]) -> [[StatePath.Component]] {
        var kept: [[StatePath.Component]] = []
        for path in paths.sorted(by: { $0.count < $1.count }) where !kept.contains(where: { path.starts(with: $0) }) {
            kept.append(path)
        }
        return kept
    }

    private static func compare(
        _ path: [StatePath.Component], _ before: StateSnapshot?, _ expected: StateSnapshot?, _ actual: StateSnapshot?,
        into found: inout [StateMismatch]
    ) {
        guard expected != actual else { return }
        guard let parts = commonParts(expected, actual) else {
            return found.append(StateMismatch(path: path, before: before, expected: expected, actual: actual))
        }
        for component in parts {
            compare(
                path + [component], before?.child(component), expected?.child(component), actual?.child(component),
                into: &found)
        }
    }

    /// The parts two snapshots of the same shape both may have, to compare one by one; `nil` when
    /// their shapes differ, so they are compared whole.
    private static func commonParts(_ one: StateSnapshot?, _ other: StateSnapshot?) -> [StatePath.Component]? {
        switch (one, other) {
        case (.record(let type, let fields), .record(let otherType, let otherFields)) where type == otherType:
            let labels = fields.map(\.label)
            let otherLabels = otherFields.map(\.label)
            // The same for one Swift type; two JSON objects may each have members the other lacks.
            return (labels == otherLabels ? labels : Set(labels + otherLabels).sorted()).map { .field($0) }
        case (.enumCase(let type, let name, let fields), .enumCase(let otherType, let otherName, let otherFields))
        where type == otherType && name == otherName && fields.map(\.label) == otherFields.map(\.label):
            return fields.map { .field($0.label) }
        case (.list(let elements), .list(let otherElements)):
            return (0..<max(elements.count, otherElements.count)).map { .index($0) }
        case (.dictionary(let entries), .dictionary(let otherEntries)):
            var keys = entries.map(\.key)
            keys += otherEntries.map(\.key).filter { !keys.contains($0) }
            return keys.map { .key(AnyHashable($0)) }
        default:
            return nil
        }
    }
}
