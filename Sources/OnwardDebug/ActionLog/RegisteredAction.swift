import Foundation

/// What the registry knows about one action: how to encode its arguments for the log and how to
/// decode a log line back into a dispatch.
///
/// A class, so that replay's code, generic over the store type, passes it around as a reference
/// without looking up the type's metadata for every line.
final class RegisteredAction<S> {
    /// Whether the action is an `AsyncAction`.
    let isAsync: Bool

    /// How many arguments the action takes.
    let argumentCount: Int

    /// Encodes dispatched arguments as JSON texts; throws ``ArgumentMismatch``.
    let encode: ([Any]) throws -> [String]

    /// Decodes an action line's `args` (whose count was checked) into a dispatch; throws
    /// ``ArgumentMismatch``.
    let decode: (JSONArguments) throws -> Invocation<S>

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - isAsync: Whether the action is an `AsyncAction`.
    ///   - argumentCount: How many arguments the action takes.
    ///   - encode: Encodes dispatched arguments as JSON texts.
    ///   - decode: Decodes an action line's `args` into a dispatch.
    init(
        isAsync: Bool,
        argumentCount: Int,
        encode: @escaping ([Any]) throws -> [String],
        decode: @escaping (JSONArguments) throws -> Invocation<S>
    ) {
        self.isAsync = isAsync
        self.argumentCount = argumentCount
        self.encode = encode
        self.decode = decode
    }
}
