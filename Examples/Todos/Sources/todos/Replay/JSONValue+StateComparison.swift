import Onward
import OnwardDebug

extension JSONValue {
    /// Where this expected state first differs from an actual one, as the test store's comparison
    /// (``StateComparison``) finds it: members in the order of their names, elements in order.
    ///
    /// - Returns: The path, and `todos[1].isCompleted: expected true, got false`; `nil` when equal.
    func firstDifference(from actual: JSONValue) -> (path: [StatePath.Component], message: String)? {
        let expected = snapshot
        let mismatches = StateComparison.mismatches(before: expected, expected: expected, actual: actual.snapshot)
        guard let path = mismatches.first?.path else { return nil }
        let place = path.isEmpty ? "the state" : StatePath(path).text { "\($0)" }
        let (want, got) = (value(at: path)?.excerpt() ?? "nothing", actual.value(at: path)?.excerpt() ?? "nothing")
        return (path, "\(place): expected \(want), got \(got)")
    }

    /// The value as a snapshot to compare: an object is a record of its members, sorted by name,
    /// and a number written `1` is the same as one written `1.0`.
    var snapshot: StateSnapshot {
        switch self {
        case .null: .nilValue
        case .bool, .string: .leaf(text)
        case .integer(let value): .leaf(String(value))
        case .number(let value): .leaf(Int64(exactly: value).map(String.init) ?? String(value))
        case .array(let elements): .list(elements.map(\.snapshot))
        case .object(let members):
            .record(type: "", fields: members.sorted { $0.key < $1.key }.map { .init(label: $0, value: $1.snapshot) })
        }
    }

    /// The value at a path, or `nil` when there is none.
    func value(at path: some Collection<StatePath.Component>) -> JSONValue? {
        guard let step = path.first else { return self }
        switch (step, self) {
        case (.field(let name), .object(let members)):
            return members[name]?.value(at: path.dropFirst())
        case (.index(let index), .array(let elements)) where elements.indices.contains(index):
            return elements[index].value(at: path.dropFirst())
        default:
            return nil
        }
    }
}
