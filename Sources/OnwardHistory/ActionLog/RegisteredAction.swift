/// What the registry knows about one action: how to encode its arguments for the log and how to
/// decode a log line back into a dispatch.
///
/// A class, so that replay's code, generic over the store type, passes it around as a reference
/// without looking up the type's metadata for every line.
final class RegisteredAction<S> {
    /// Whether the action is an `AsyncAction`.
    var isAsync: Bool {
        if case .async = invocation { return true }
        return false
    }

    /// How many arguments the action takes.
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

    /// Creates an entry.
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
