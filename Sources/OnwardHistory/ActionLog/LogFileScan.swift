import Foundation
import OnwardCore

/// Reads of an open log by offset: its first line, where a line ends, its length, and the one
/// read loop (a `pread` retried when interrupted) that every read of a log goes through.
package enum LogFileScan {
    /// The first line of an open file, read from offset 0.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading.
    ///   - limit: The longest line to read.
    /// - Returns: The line without its newline, or `nil` for an empty file.
    /// - Throws: ``FileFailure`` when reading fails.
    static func firstLine(of descriptor: Int32, limit: Int = 64 * 1024) throws(FileFailure) -> Data? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let read = try read(descriptor, into: &chunk, at: bytes.count)
            if read == 0 { break }
            if let newline = chunk[..<read].firstIndex(of: UInt8(ascii: "\n")) {
                bytes += chunk[..<newline]
                return Data(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...])
            }
            bytes += chunk[..<read]
        }
        return bytes.isEmpty ? nil : Data(bytes)
    }

    /// The offset just after the `count`-th line break of an open file.
    ///
    /// - Parameters:
    ///   - count: How many lines to keep, from 1.
    ///   - descriptor: The file, open for reading.
    /// - Returns: The offset, or `nil` when the file has fewer line breaks.
    /// - Throws: ``FileFailure`` when reading fails.
    package static func offset(afterLine count: Int, in descriptor: Int32) throws(FileFailure) -> Int? {
        guard count > 0 else { return 0 }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        var remaining = count
        while true {
            let read = try read(descriptor, into: &chunk, at: offset)
            if read == 0 { return nil }
            for index in 0..<read where chunk[index] == UInt8(ascii: "\n") {
                remaining -= 1
                if remaining == 0 { return offset + index + 1 }
            }
            offset += read
        }
    }

    /// How many line breaks an open file's first bytes hold: the lines before a line that starts
    /// there.
    ///
    /// - Parameters:
    ///   - length: How many bytes, from offset 0.
    ///   - descriptor: The file, open for reading.
    /// - Returns: The count.
    /// - Throws: ``FileFailure`` when reading fails.
    static func lineBreaks(before length: Int, in descriptor: Int32) throws(FileFailure) -> Int {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        var count = 0
        while offset < length {
            let read = try read(descriptor, into: &chunk, at: offset)
            if read == 0 { break }
            count += chunk[..<min(read, length - offset)].count { $0 == UInt8(ascii: "\n") }
            offset += read
        }
        return count
    }

    /// The length of an open file, and the byte before an offset.
    ///
    /// - Parameters:
    ///   - offset: The offset; the byte read is the one at `offset - 1`.
    ///   - descriptor: The file, open for reading.
    /// - Returns: The file's length, and the byte, or `nil` when `offset` is not in `1...length`.
    /// - Throws: ``FileFailure`` when reading fails.
    package static func length(andByteBefore offset: Int, in descriptor: Int32) throws(FileFailure) -> (Int, UInt8?) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileFailure(code: errno, operation: "stat") }
        let length = Int(status.st_size)
        guard offset > 0, offset <= length else { return (length, nil) }
        var byte: [UInt8] = [0]
        return (length, try read(descriptor, into: &byte, at: offset - 1) == 1 ? byte[0] : nil)
    }

    /// Where an open file ends without the empty lines at its end (line breaks an editor added):
    /// just after the line break of its last line that holds anything.
    ///
    /// - Parameter descriptor: The file, open for reading.
    /// - Returns: That offset, or `nil` when no empty line ends the file (or it holds nothing else).
    /// - Throws: ``FileFailure`` when reading fails.
    static func endWithoutEmptyLines(of descriptor: Int32) throws(FileFailure) -> Int? {
        let (length, _) = try length(andByteBefore: 0, in: descriptor)
        let isBreak = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var chunk = [UInt8](repeating: 0, count: 4096)
        var end = length
        while end > 0 {
            let start = max(0, end - chunk.count)
            guard try read(descriptor, into: &chunk, at: start) >= end - start else { return nil }
            if let last = chunk[..<(end - start)].lastIndex(where: { !isBreak($0) }) {
                // The breaks after the last byte of a line: keep the first one (two for `\r\n`).
                var kept = [UInt8](repeating: 0, count: 2)
                let count = try read(descriptor, into: &kept, at: start + last + 1)
                let lineBreak = count == 2 && kept == [UInt8(ascii: "\r"), UInt8(ascii: "\n")] ? 2 : 1
                let cut = start + last + 1 + lineBreak
                return cut < length ? cut : nil
            }
            end = start
        }
        return nil
    }

    /// Reads exactly `count` bytes at an offset into the start of a buffer, going on after short
    /// reads.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading.
    ///   - buffer: Where the bytes go; it must hold at least `count`.
    ///   - count: How many bytes.
    ///   - offset: Where in the file they start.
    /// - Returns: Whether every byte was read: `false` when the file ends first.
    /// - Throws: ``FileFailure`` when reading fails.
    package static func readFully(
        _ descriptor: Int32, into buffer: inout [UInt8], count: Int, at offset: Int
    ) throws(FileFailure) -> Bool {
        var done = 0
        while done < count {
            let read = buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(FileFailure) in
                    try self.read(
                        descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[done..<count]),
                        at: offset + done)
                }
            }
            let count = try read.get()
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    /// One `pread` into a buffer, retried when interrupted.
    static func read(_ descriptor: Int32, into chunk: inout [UInt8], at offset: Int) throws(FileFailure) -> Int {
        let read = chunk.withUnsafeMutableBytes { bytes in
            Result { () throws(FileFailure) in try self.read(descriptor, into: bytes, at: offset) }
        }
        return try read.get()
    }

    /// One `pread`, retried when interrupted: the one read loop of the package.
    package static func read(
        _ descriptor: Int32, into bytes: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileFailure) -> Int {
        while true {
            let count = pread(descriptor, bytes.baseAddress, bytes.count, off_t(offset))
            if count >= 0 { return count }
            guard errno == EINTR else { throw FileFailure(code: errno, operation: "read") }
        }
    }
}
