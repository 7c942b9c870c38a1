/// Why arguments do not fit an action: the wrong number, or one of the wrong type.
@usableFromInline
enum ArgumentMismatch: Error {
    /// The action takes `expected` arguments, not `found`.
    case count(expected: Int, found: Int)

    /// The argument at `index` (from 0) is not a `expected`.
    case type(index: Int, expected: String)

    /// The argument at `index` (from 0) could not be encoded.
    case encoding(index: Int, reason: String)
}
