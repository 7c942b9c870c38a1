import Foundation

/// A fast 64-bit checksum of the first bytes of a file, to tell whether an action log still begins
/// with the bytes a snapshot was taken of.
///
/// It reads 8 bytes at a time and mixes each word with a multiply and a shift, into four lanes in
/// turn, then mixes the lanes and the length together, so a changed, added or removed byte changes it (all but surely; it is not a defence
/// against someone forging a log, which the snapshot does not need). It is much faster than a
/// byte-wise FNV-1a, so checking a long log stays a small part of start-up.
package enum LogChecksum {
    /// How much is read at a time: a multiple of 32, so only the last chunk has a partial block.
    private static let chunkSize = 1 << 20

    /// The checksum of a file's first bytes, as 16 hex digits.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading; the caller keeps it.
    ///   - length: How many bytes, from the start; the file must have at least that many.
    /// - Returns: The checksum, or `nil` when the file is shorter or cannot be read.
    package static func of(_ descriptor: Int32, length: Int) -> String? {
        guard length >= 0 else { return nil }
        // Not zeroed first: every byte checksummed is read into it.
        let capacity = min(chunkSize, max(length, 8))
        var buffer = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        var lanes = Lanes()
        var offset = 0
        while offset < length {
            let wanted = min(buffer.count, length - offset)
            guard (try? LogFileScan.readFully(descriptor, into: &buffer, count: wanted, at: offset)) == true else {
                return nil
            }
            buffer.withUnsafeBytes { lanes.add(UnsafeRawBufferPointer(rebasing: $0[..<wanted])) }
            offset += wanted
        }
        return text(lanes.finish(length: length))
    }

    /// The checksum of some bytes in memory, as 16 hex digits: the same as a file's with those bytes.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The checksum.
    package static func of(_ bytes: some ContiguousBytes) -> String {
        bytes.withUnsafeBytes { buffer in
            var lanes = Lanes()
            lanes.add(buffer)
            return text(lanes.finish(length: buffer.count))
        }
    }

    /// Four running hashes, each taking every fourth word, so the multiplies do not wait on each other.
    private struct Lanes {
        var a: UInt64 = 0x243f_6a88_85a3_08d3
        var b: UInt64 = 0x1319_8a2e_0370_7344
        var c: UInt64 = 0xa409_3822_299f_31d0
        var d: UInt64 = 0x082e_fa98_ec4e_6c89

        /// Mixes bytes in, 32 at a time, then word by word; a last partial word is padded with
        /// zeros. Only the last bytes given may have fewer than 32 left over.
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var index = 0
            while index + 32 <= bytes.count {
                a = mix(a, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                b = mix(b, bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                c = mix(c, bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
                d = mix(d, bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
                index += 32
            }
            while index + 8 <= bytes.count {
                a = mix(a, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            if index < bytes.count {
                var last: UInt64 = 0
                for shift in 0..<(bytes.count - index) {
                    last |= UInt64(bytes[index + shift]) << (UInt64(shift) * 8)
                }
                a = mix(a, last)
            }
        }

        /// The checksum of everything added, `length` bytes in all.
        func finish(length: Int) -> UInt64 {
            LogChecksum.finish(mix(mix(mix(mix(a, b), c), d), UInt64(length)))
        }
    }

    /// A checksum as 16 hex digits.
    private static func text(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Mixes one word into the running hash.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
        return mixed ^ (mixed >> 29)
    }

    /// Spreads every bit of the hash over the result (MurmurHash3's final step).
    private static func finish(_ hash: UInt64) -> UInt64 {
        var value = hash
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        return value ^ (value >> 33)
    }
}
