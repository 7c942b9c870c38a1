import Foundation
import OnwardCore

/// Reads of an open log by offset: its first line, its line breaks, its length, and the one
/// read loop (a `pread` retried when interrupted) that every read of a log goes through.
package enum LogFileScan {
    /// The first line of an open file, read from offset 0, by a ``LogLineReader`` of its own.
    ///
    /// - Returns: The line without its newline (nor the ``ByteOrderMark`` it may begin with), or
    ///   `nil` for an empty file; an empty line when it is longer than `limit`, which no header is.
    static func firstLine(of descriptor: Int32, limit: Int = 64 * 1024) throws(FileFailure) -> Data? {
        let reader = try LogLineReader(path: "", openLog: descriptor, chunkSize: 4096, maximumLineLength: limit)
        do {
            return try reader.next().map { Data($0.bytes) }
        } catch  where error.code == EFBIG {
            return Data()
        }
    }

    /// How many line breaks an open file's first `length` bytes hold.
    static func lineBreaks(in descriptor: Int32, before length: Int) throws(FileFailure) -> Int {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        var count = 0
        while offset < length {
            let read = min(try read(descriptor, into: &chunk, at: offset), length - offset)
            if read == 0 { break }
            count += chunk[..<read].count { $0 == UInt8(ascii: "\n") }
            offset += read
        }
        return count
    }

    /// An open file's size in bytes, from `fstat`: the one way a log's size is read.
    ///
    /// - Returns: The size, or `nil` when `fstat` fails (`errno` says why).
    package static func size(of descriptor: Int32) -> Int? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int(status.st_size) : nil
    }

    /// The length of an open file, and the byte before an offset.
    ///
    /// - Returns: The file's length, and the byte, or `nil` when `offset` is not in `1...length`.
    package static func length(andByteBefore offset: Int, in descriptor: Int32) throws(FileFailure) -> (Int, UInt8?) {
        guard let length = size(of: descriptor) else { throw FileFailure(code: errno, operation: "stat") }
        guard offset > 0, offset <= length else { return (length, nil) }
        var byte: [UInt8] = [0]
        return (length, try read(descriptor, into: &byte, at: offset - 1) == 1 ? byte[0] : nil)
    }

    /// Where an open file ends without the empty lines at its end (line breaks an editor added):
    /// just after the line break of its last line that holds anything.
    ///
    /// - Returns: That offset, or `nil` when no empty line ends the file (or it holds nothing else).
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

    /// Reads `count` bytes at an offset into the start of a buffer, going on after short reads.
    ///
    /// - Returns: How many bytes were read: fewer than `count` only when the file ends first.
    package static func readFully(
        _ descriptor: Int32, into buffer: inout [UInt8], count: Int, at offset: Int
    ) throws(FileFailure) -> Int {
        var done = 0
        while done < count {
            let read = try read(descriptor, into: &buffer, from: done, to: count, at: offset + done)
            if read == 0 { break }
            done += read
        }
        return done
    }

    /// One `pread` into `buffer[start..<end]` (by default the whole buffer), retried when interrupted.
    static func read(
        _ descriptor: Int32, into buffer: inout [UInt8], from start: Int = 0, to end: Int? = nil, at offset: Int
    ) throws(FileFailure) -> Int {
        let end = end ?? buffer.count
        let read = buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(FileFailure) in
                try self.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[start..<end]), at: offset)
            }
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

/// A failed system call on a log file: `open`, `read`, `write`.
package struct FileFailure: Error {
    /// The `errno` value.
    let code: Int32

    /// The call that failed: `open`, `read`, `write`.
    let operation: String

    /// `cannot open: No such file or directory`.
    package var reason: String {
        "cannot \(operation): \(FileDescriptorWriter.describe(code))"
    }
}
