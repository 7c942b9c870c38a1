import Foundation

/// What the registry knows about one action: how to encode its arguments for the log and how to
/// decode a log line back into a dispatch.
struct RegisteredAction<S> {
    /// Whether the action is an `AsyncAction`.
    let isAsync: Bool

    /// How many arguments the action takes.
    let argumentCount: Int

    /// Encodes dispatched arguments as JSON texts; throws ``ArgumentMismatch``.
    let encode: ([Any]) throws -> [String]

    /// Decodes an action line's `args` (whose count was checked) into a dispatch; throws
    /// ``ArgumentMismatch``.
    let decode: (JSONArguments) throws -> Invocation<S>
}
