import OnwardCore

/// A stable hash of a state's canonical text: 64 bits, shown as 16 hex digits.
///
/// Unlike `Hasher`, it is the same in every process, so two replays of one action log can be
/// compared by their hashes. It is the hash a history's snapshot checks its log with; versions of
/// Onward before it hashed with FNV-1a, so hashes kept from them do not compare with it.
public struct StateHash: Hashable, Sendable, CustomStringConvertible {
    /// The hash value.
    public let value: UInt64

    /// Creates a hash from its value.
    ///
    /// - Parameter value: The 64-bit value.
    public init(value: UInt64) {
        self.value = value
    }

    /// Hashes a text's UTF-8 bytes.
    ///
    /// - Parameter text: The text, usually a snapshot's canonical description.
    public init(of text: String) {
        var text = text
        value = text.withUTF8 { StableHash.of(UnsafeRawBufferPointer($0)) }
    }

    /// The hash as 16 lowercase hex digits.
    public var description: String {
        StableHash.text(value)
    }
}
