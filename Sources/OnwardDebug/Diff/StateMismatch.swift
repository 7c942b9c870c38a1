/// One place where a state differs from the one expected, as ``StateComparison`` finds it.
package struct StateMismatch: Equatable {
    /// Where, from the store: `todos[1].isCompleted`.
    package let path: [StatePath.Component]

    /// The part there before the action; `nil` when there was none.
    package let before: StateSnapshot?

    /// The part the test expected there.
    package let expected: StateSnapshot?

    /// The part there now.
    package let actual: StateSnapshot?

    /// One line, in the debug middleware's `path: before → after` form.
    package var description: String {
        let path = StatePath(path).text { ($0.base as? StateSnapshot)?.description ?? "\($0)" }
        if expected == before {
            return "unexpected change: \(path): \(Self.text(before)) → \(Self.text(actual))"
        }
        if actual == before {
            return "expected change did not happen: \(path): \(Self.text(before)) → \(Self.text(expected))"
        }
        return "wrong value: \(path): \(Self.text(before)) → \(Self.text(actual)), expected → \(Self.text(expected))"
    }

    /// A part's text, or `nothing` where there is none.
    private static func text(_ snapshot: StateSnapshot?) -> String {
        snapshot.map(\.description) ?? "nothing"
    }
}
