import Foundation
import OnwardCore

/// The checksum of the first bytes of a file, to tell whether an action log still begins with the
/// bytes a snapshot was taken of, or still holds those its recorder left (``Running``): the
/// ``StableHash`` of those bytes, as 16 hex digits.
package enum LogChecksum {
    /// How much is read at a time: a multiple of 32, as ``StableHash/add(_:)`` needs of every part
    /// but the last. 64 KB stays in the processor's cache and comes from the heap; 1 MB came from
    /// a mapping of its own, whose 256 pages each faulted in at start-up (1.1 ms of `todos`'s, with
    /// a 5 MB log).
    private static let chunkSize = 64 << 10

    /// The checksum of a file's first bytes, as 16 hex digits.
    ///
    /// - Returns: The checksum, or `nil` when the file is shorter or cannot be read.
    package static func of(_ descriptor: Int32, length: Int) -> String? {
        running(descriptor, length: length)?.text
    }

    /// The checksum of a file's first bytes, to go on with as bytes are appended.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading.
    ///   - length: How many bytes, from its start.
    ///   - checksum: The checksum of the file's first bytes, read before: only the bytes after
    ///     them are read. None by default.
    /// - Returns: The checksum, or `nil` when the file is shorter or cannot be read, or `checksum`
    ///   covers more than `length` bytes.
    package static func running(_ descriptor: Int32, length: Int, continuing checksum: Running = Running()) -> Running?
    {
        guard length >= checksum.length else { return nil }
        // Not zeroed first: every byte checksummed is read into it.
        let capacity = min(chunkSize, max(length - checksum.length, 8))
        var buffer = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        var checksum = checksum
        while checksum.length < length {
            let wanted = min(buffer.count, length - checksum.length)
            guard (try? LogFileScan.readFully(descriptor, into: &buffer, count: wanted, at: checksum.length)) == wanted
            else { return nil }
            buffer.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[..<wanted])) }
        }
        return checksum
    }

    /// The checksum of a file's first `count` lines, to go on with as bytes are appended: one read
    /// of them, hashed as the line breaks are found. Its ``Running/length`` is where they end.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading.
    ///   - count: How many lines, after those `checksum` covers.
    ///   - checksum: The checksum of the file's first lines, read before: only the lines after
    ///     them are read. None by default.
    /// - Returns: The checksum, or `nil` when the file has fewer lines.
    /// - Throws: ``FileFailure`` when reading fails.
    package static func running(
        _ descriptor: Int32, lines count: Int, continuing checksum: Running = Running()
    ) throws(FileFailure) -> Running? {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var checksum = checksum
        var remaining = count
        while remaining > 0 {
            let read = try LogFileScan.readFully(descriptor, into: &buffer, count: chunkSize, at: checksum.length)
            guard read > 0 else { return nil }
            buffer.withUnsafeBytes { bytes in
                // Line breaks found by `memchr`: a loop over each byte took 20 instructions a byte,
                // 108M for the 5 MB of a 100,000-action log at each undo (callgrind).
                guard let base = bytes.baseAddress else { return }
                var end = 0
                while remaining > 0, end < read, let found = memchr(base + end, 0x0A, read - end) {
                    end = base.distance(to: UnsafeRawPointer(found)) + 1
                    remaining -= 1
                }
                checksum.add(UnsafeRawBufferPointer(rebasing: bytes[..<(remaining == 0 ? end : read)]))
            }
        }
        return checksum
    }

    /// The checksum of some bytes in memory, as 16 hex digits: the same as a file's with those bytes.
    ///
    /// - Returns: The checksum.
    package static func of(_ bytes: some ContiguousBytes) -> String {
        StableHash.text(bytes.withUnsafeBytes(StableHash.of))
    }
}

extension LogChecksum {
    /// The checksum of bytes given a part at a time, as a writer appends them to a file: at any
    /// time the ``LogChecksum`` of a file that holds them, without reading them back.
    package struct Running {
        private var hash = StableHash()
        /// The last bytes added, fewer than 32: ``StableHash/add(_:)`` takes parts of 32 bytes
        /// but the last.
        private var pending: [UInt8] = []
        /// How many bytes were added.
        package private(set) var length = 0

        /// Starts a checksum of no bytes.
        package init() {}

        /// Adds the bytes that follow those added before.
        ///
        /// - Parameter bytes: The bytes.
        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            length += bytes.count
            var rest = bytes[...]
            if !pending.isEmpty {
                let taken = rest.prefix(32 - pending.count)
                pending += taken
                rest = rest.dropFirst(taken.count)
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { hash.add($0) }
                pending.removeAll(keepingCapacity: true)
            }
            let whole = rest.count - rest.count % 32
            hash.add(UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
            pending += rest.dropFirst(whole)
        }

        /// Adds the bytes that follow those added before.
        ///
        /// - Parameter bytes: The bytes.
        package mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        /// The checksum of the bytes added, as 16 hex digits.
        package var text: String {
            var hash = hash
            pending.withUnsafeBytes { hash.add($0) }
            return StableHash.text(hash.finish(length: length))
        }
    }
}
