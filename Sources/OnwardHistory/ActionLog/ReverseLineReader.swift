import Foundation

/// Reads a file's lines from the last to the first, in chunks, so that the end of a long log is
/// read without reading the rest of it.
final class ReverseLineReader {
    private let descriptor: Int32
    private let chunkSize: Int
    private let maximumLineLength: Int
    /// The bytes read so far: the file's bytes from `bufferStart` up to the last line not returned.
    private var buffer: [UInt8] = []
    private var bufferStart: Int
    private var isFirst = true

    /// Prepares to read an open file from its end, or from where a part of it ends; the
    /// descriptor stays the caller's.
    ///
    /// - Throws: ``FileFailure`` when the file's size cannot be read.
    init(
        descriptor: Int32, end: Int? = nil, chunkSize: Int = 16 * 1024,
        maximumLineLength: Int = LogLineReader.maximumLength
    )
        throws(FileFailure)
    {
        guard let size = LogFileScan.size(of: descriptor) else { throw FileFailure(code: errno, operation: "read") }
        self.descriptor = descriptor
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = maximumLineLength
        bufferStart = min(size, end ?? .max)
    }

    /// The line before the ones already returned, or `nil` at the start of the file.
    ///
    /// - Returns: The line, without its newline (or a `\r` before it), and the file's first line
    ///   without the ``ByteOrderMark`` it may begin with; only the file's last line can be
    ///   unterminated.
    func previous() throws(FileFailure) -> LogLineReader.Line? {
        if isFirst {
            isFirst = false
            guard bufferStart > 0 else { return nil }
            try fill()
            if buffer.last != UInt8(ascii: "\n") { return try line(isTerminated: false) }
            buffer.removeLast()
            return try line(isTerminated: true)
        }
        guard !buffer.isEmpty || bufferStart > 0 else { return nil }
        guard buffer.last == UInt8(ascii: "\n") else { return nil }
        buffer.removeLast()
        return try line(isTerminated: true)
    }

    /// Takes the last line off the buffer, reading earlier chunks until its start is found.
    private func line(isTerminated: Bool) throws(FileFailure) -> LogLineReader.Line {
        var searched = buffer.count
        while true {
            if let newline = lastNewline(before: searched) {
                return take(from: newline + 1, isTerminated: isTerminated)
            }
            guard bufferStart > 0 else { return take(from: 0, isTerminated: isTerminated) }
            let before = buffer.count
            try fill()
            searched = buffer.count - before
            // The line holds at least what the buffer holds after its newline-free part's start.
            guard
                buffer.count - (lastNewline(before: searched).map { $0 + 1 } ?? 0)
                    <= maximumLineLength + 1
            else {
                throw FileFailure(code: EFBIG, operation: LogLineReader.tooLong(maximumLineLength))
            }
        }
    }

    /// The index of the buffer's last line break before `end`: a loop without bounds checks, a
    /// sixth of the instructions of `lastIndex(of:)` on a slice, for a last line of megabytes.
    private func lastNewline(before end: Int) -> Int? {
        buffer.withUnsafeBufferPointer { buffer in
            var index = end - 1
            while index >= 0, buffer[index] != UInt8(ascii: "\n") { index -= 1 }
            return index >= 0 ? index : nil
        }
    }

    private func take(from start: Int, isTerminated: Bool) -> LogLineReader.Line {
        var end = buffer.count
        if isTerminated, end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        // The file's first line without the mark it may begin with, as a forward read gives it.
        let range = bufferStart == 0 && start == 0 ? ByteOrderMark.skipped(in: buffer, start..<end) : start..<end
        let bytes = Array(buffer[range])
        let line = LogLineReader.Line(buffer: bytes, range: 0..<bytes.count, isTerminated: isTerminated)
        buffer.removeSubrange(start...)
        return line
    }

    /// Reads the chunk before the buffer and puts it in front: as large as the buffer, so that a
    /// long line is copied a bounded number of times in all, not once per chunk.
    private func fill() throws(FileFailure) {
        // At most one byte past the longest line allowed, so that memory stays bounded by it.
        let count = min(max(chunkSize, buffer.count), bufferStart, max(1, maximumLineLength + 2 - buffer.count))
        var chunk = [UInt8](repeating: 0, count: count)
        let done = try LogFileScan.readFully(descriptor, into: &chunk, count: count, at: bufferStart - count)
        buffer.insert(contentsOf: chunk[..<done], at: 0)
        bufferStart -= count
    }
}
