/// Onward's one stable hash: 64 bits that are the same in every process and on every run, unlike
/// `Hasher`'s. A state's canonical hash (OnwardDebug's `StateHash`) and the checksums a history's
/// snapshot keeps of its log and its state (OnwardHistory's `LogChecksum`) are this hash.
///
/// It reads 8 bytes at a time and mixes each word with a multiply and a shift, into four lanes in
/// turn, then mixes the lanes and the length together, so a changed, added or removed byte changes
/// it (all but surely; it is not a defence against someone forging a file). It is much faster than
/// a byte-wise FNV-1a, so checking a long log stays a small part of start-up.
package struct StableHash {
    private var a: UInt64 = 0x243f_6a88_85a3_08d3
    private var b: UInt64 = 0x1319_8a2e_0370_7344
    private var c: UInt64 = 0xa409_3822_299f_31d0
    private var d: UInt64 = 0x082e_fa98_ec4e_6c89

    /// Starts a hash of no bytes.
    package init() {}

    /// The hash of some bytes in memory.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The hash.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = StableHash()
        hash.add(bytes)
        return hash.finish(length: bytes.count)
    }

    /// A hash as 16 lowercase hex digits.
    ///
    /// - Parameter value: The hash.
    /// - Returns: Its text, zero-padded.
    package static func text(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Mixes bytes in, 32 at a time, then word by word; a last partial word is padded with zeros.
    /// Bytes given in parts hash as one run of them only when every part but the last is a
    /// multiple of 32 bytes long.
    ///
    /// - Parameter bytes: The next bytes.
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        // The lanes are mixed in locals, stored back once: mixed in place, each word was stored and
        // loaded again (37 instructions per 32 bytes, now 30; a start-up checks a 5 MB log).
        var (a, b, c, d) = (self.a, self.b, self.c, self.d)
        var index = 0
        while index &+ 32 <= count {
            a = Self.mix(a, base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            b = Self.mix(b, base.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self))
            c = Self.mix(c, base.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self))
            d = Self.mix(d, base.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self))
            index &+= 32
        }
        while index &+ 8 <= count {
            a = Self.mix(a, base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index &+= 8
        }
        if index < count {
            var last: UInt64 = 0
            for shift in 0..<(count - index) {
                last |= UInt64(bytes[index + shift]) << (UInt64(shift) * 8)
            }
            a = Self.mix(a, last)
        }
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    /// The hash of everything added, `length` bytes in all.
    ///
    /// - Parameter length: How many bytes were added.
    /// - Returns: The hash.
    package func finish(length: Int) -> UInt64 {
        Self.spread(Self.mix(Self.mix(Self.mix(Self.mix(a, b), c), d), UInt64(length)))
    }

    /// Mixes one word into a running hash.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
        return mixed ^ (mixed >> 29)
    }

    /// Spreads every bit of the hash over the result (MurmurHash3's final step).
    private static func spread(_ hash: UInt64) -> UInt64 {
        var value = hash
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        return value ^ (value >> 33)
    }
}
