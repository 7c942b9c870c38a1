/// What the registry knows about one action: how to encode its arguments for the log and how to
/// decode a log line back into a dispatch.
///
/// A class, so that replay's code, generic over the store type, passes it around as a reference
/// without looking up the type's metadata for every line.
final class RegisteredAction<S> {
    var isAsync: Bool {
        if case .async = invocation { return true }
        return false
    }

    let argumentCount: Int

    /// Encodes dispatched arguments as JSON texts; throws ``ArgumentMismatch``.
    let encode: ([Any]) throws -> [String]

    /// Decodes an action line's `args` without dispatching: the check of a line that is not
    /// replayed; throws ``ArgumentMismatch``.
    let check: (JSONArguments) throws -> Void

    /// Decodes an action line's `args` and dispatches the action.
    let invocation: Invocation<S>

    /// The synchronous dispatch, when the action is synchronous.
    let sync: ((JSONArguments, S) throws -> Void)?

    init(
        argumentCount: Int,
        encode: @escaping ([Any]) throws -> [String],
        check: @escaping (JSONArguments) throws -> Void,
        invocation: Invocation<S>
    ) {
        self.argumentCount = argumentCount
        self.encode = encode
        self.check = check
        self.invocation = invocation
        if case .sync(let run) = invocation { sync = run } else { sync = nil }
    }
}

/// A registered action under the name it has for a store, linked to the next one; or, alone,
/// under the name a log line gives it.
///
/// The registry's lookup of a name by its UTF-8 bytes walks this list: following references lets
/// replay's code, generic over the store type, find an action without instantiating generic type
/// metadata for every line, as indexing an array of entries would.
final class ResolvedAction<S> {
    let utf8: [UInt8]
    let name: String
    let entry: RegisteredAction<S>
    let next: ResolvedAction<S>?

    /// Creates a resolved action in front of others.
    init(name: String, entry: RegisteredAction<S>, next: ResolvedAction<S>?) {
        self.utf8 = Array(name.utf8)
        self.name = name
        self.entry = entry
        self.next = next
    }
}

/// How to dispatch a log line's action on a store: decode the line's arguments, then run the
/// action with them.
@usableFromInline
enum Invocation<S> {
    /// A synchronous action; throws ``ArgumentMismatch`` before dispatching anything.
    case sync((JSONArguments, S) throws -> Void)

    /// An asynchronous action; throws ``ArgumentMismatch`` before dispatching anything.
    case async(_ run: nonisolated(nonsending) (JSONArguments, S) async throws -> Void)
}

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
