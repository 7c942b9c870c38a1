import Foundation
import OnwardCore

/// The checksum of the first bytes of a file, to tell whether an action log still begins with the
/// bytes a snapshot was taken of: the ``StableHash`` of those bytes, as 16 hex digits.
package enum LogChecksum {
    /// How much is read at a time: a multiple of 32, as ``StableHash/add(_:)`` needs of every part
    /// but the last.
    private static let chunkSize = 1 << 20

    /// The checksum of a file's first bytes, as 16 hex digits.
    ///
    /// - Returns: The checksum, or `nil` when the file is shorter or cannot be read.
    package static func of(_ descriptor: Int32, length: Int) -> String? {
        guard length >= 0 else { return nil }
        // Not zeroed first: every byte checksummed is read into it.
        let capacity = min(chunkSize, max(length, 8))
        var buffer = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        var hash = StableHash()
        var offset = 0
        while offset < length {
            let wanted = min(buffer.count, length - offset)
            guard (try? LogFileScan.readFully(descriptor, into: &buffer, count: wanted, at: offset)) == wanted else {
                return nil
            }
            buffer.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[..<wanted])) }
            offset += wanted
        }
        return StableHash.text(hash.finish(length: length))
    }

    /// Where a file's `count`-th line ends, and the checksum of the bytes up to there: one read of
    /// them, hashed as the line breaks are found.
    ///
    /// - Returns: The lines' length and checksum, or `nil` when the file has fewer lines or cannot
    ///   be read.
    package static func ofLines(_ descriptor: Int32, count: Int) -> (byteCount: Int, checksum: String)? {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var hash = StableHash()
        var offset = 0
        var remaining = count
        while remaining > 0 {
            guard let read = try? LogFileScan.readFully(descriptor, into: &buffer, count: chunkSize, at: offset),
                read > 0
            else { return nil }
            // Every part but the last is a whole chunk, as the hash needs.
            var end = read
            for index in 0..<read where buffer[index] == UInt8(ascii: "\n") {
                remaining -= 1
                if remaining == 0 {
                    end = index + 1
                    break
                }
            }
            buffer.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
            offset += end
        }
        return (offset, StableHash.text(hash.finish(length: offset)))
    }

    /// The checksum of some bytes in memory, as 16 hex digits: the same as a file's with those bytes.
    ///
    /// - Returns: The checksum.
    package static func of(_ bytes: some ContiguousBytes) -> String {
        StableHash.text(bytes.withUnsafeBytes(StableHash.of))
    }
}
