import Foundation

/// A fast 64-bit checksum of the first bytes of a file, to tell whether an action log still begins
/// with the bytes a snapshot was taken of.
///
/// It reads 8 bytes at a time and mixes each word with a multiply and a shift, then mixes in the
/// length, so a changed, added or removed byte changes it (all but surely; it is not a defence
/// against someone forging a log, which the snapshot does not need). It is about ten times faster
/// than a byte-wise FNV-1a, so checking a long log costs a few milliseconds.
enum JournalChecksum {
    /// How much is read at a time: a multiple of 8, so only the last chunk has a partial word.
    private static let chunkSize = 1 << 20

    /// The checksum of a file's first bytes, as 16 hex digits.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading; the caller keeps it.
    ///   - length: How many bytes, from the start; the file must have at least that many.
    /// - Returns: The checksum, or `nil` when the file is shorter or cannot be read.
    static func of(_ descriptor: Int32, length: Int) -> String? {
        guard length >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: min(chunkSize, max(length, 8)))
        var hash = seed
        var offset = 0
        while offset < length {
            let wanted = min(buffer.count, length - offset)
            guard fill(&buffer, count: wanted, from: descriptor, at: offset) else { return nil }
            buffer.withUnsafeBytes { hash = add(UnsafeRawBufferPointer(rebasing: $0[..<wanted]), to: hash) }
            offset += wanted
        }
        return text(finish(mix(hash, UInt64(length))))
    }

    /// The checksum of some bytes in memory, as 16 hex digits: the same as a file's with those bytes.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The checksum.
    static func of(_ bytes: some ContiguousBytes) -> String {
        bytes.withUnsafeBytes { buffer in text(finish(mix(add(buffer, to: seed), UInt64(buffer.count)))) }
    }

    private static let seed: UInt64 = 0x243f_6a88_85a3_08d3

    /// Mixes bytes into the running hash, 8 at a time; a last partial word is padded with zeros, so
    /// only the last bytes given may end with one.
    private static func add(_ bytes: UnsafeRawBufferPointer, to start: UInt64) -> UInt64 {
        var hash = start
        var index = 0
        while index + 8 <= bytes.count {
            hash = mix(hash, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        if index < bytes.count {
            var last: UInt64 = 0
            for shift in 0..<(bytes.count - index) {
                last |= UInt64(bytes[index + shift]) << (UInt64(shift) * 8)
            }
            hash = mix(hash, last)
        }
        return hash
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

    /// Reads exactly `count` bytes at an offset into the start of a buffer.
    private static func fill(_ buffer: inout [UInt8], count: Int, from descriptor: Int32, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let read = buffer.withUnsafeMutableBytes { bytes in
                pread(descriptor, bytes.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
            }
            if read > 0 {
                done += read
            } else if read < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
