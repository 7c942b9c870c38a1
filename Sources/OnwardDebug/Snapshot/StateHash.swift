/// A stable hash of a state's canonical text: FNV-1a, 64 bits, shown as 16 hex digits.
///
/// Unlike `Hasher`, it is the same in every process, so two replays of one action log can be
/// compared by their hashes.
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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// The hash as 16 lowercase hex digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
