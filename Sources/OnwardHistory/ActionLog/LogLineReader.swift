import Foundation

/// Reads a file line by line in fixed-size chunks, so memory holds one chunk and the longest
/// line, however long the file.
final class LogLineReader {
    /// One line, without its newline (and without a `\r` before it).
    struct Line {
        /// Bytes holding the line: the reader's buffer, shared, not copied.
        let buffer: [UInt8]
        let range: Range<Int>

        /// Whether a newline ended it; only the last line of a file can lack one.
        let isTerminated: Bool

        var bytes: ArraySlice<UInt8> { buffer[range] }
    }

    /// The file's identity, to compare with the logs being recorded.
    let identity: FileIdentity?
    let descriptor: Int32

    private let chunkSize: Int
    private let maximumLineLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEnd = false
    /// Where the next read starts in the file: reads are `pread`s, so a descriptor shared with
    /// another reader of the file does not move under this one.
    private var offset = 0
    /// Whether the next line is the file's first, which may begin with a ``ByteOrderMark``.
    private var atFileStart = true

    /// Opens a file for reading only, or reads one already open through a descriptor of its own
    /// (`dup`, the caller keeps `openLog`).
    ///
    /// `maximumLineLength` is the longest line read: a file with no line break in that many bytes
    /// (a disk image, a file of zeros) is refused rather than read into memory whole.
    init(path: String, openLog: Int32? = nil, chunkSize: Int = 64 * 1024, maximumLineLength: Int = maximumLength)
        throws(FileFailure)
    {
        descriptor = openLog.map { fcntl($0, F_DUPFD_CLOEXEC, 0) } ?? open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileFailure(code: errno, operation: "open") }
        identity = FileIdentity(descriptor: descriptor)
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = maximumLineLength
    }

    deinit {
        close(descriptor)
    }

    /// The next line, or `nil` at the end of the file; the file's first line without the
    /// ``ByteOrderMark`` it may begin with.
    ///
    /// - Throws: ``FileFailure`` when reading fails, or a line is longer than the reader's maximum.
    func next() throws(FileFailure) -> Line? {
        guard let line = try nextLine() else { return nil }
        guard atFileStart else { return line }
        atFileStart = false
        return Line(
            buffer: line.buffer, range: ByteOrderMark.skipped(in: line.buffer, line.range),
            isTerminated: line.isTerminated)
    }

    /// The next line as the file holds it.
    private func nextLine() throws(FileFailure) -> Line? {
        while true {
            if let newline = firstNewline() {
                let line = Line(buffer: buffer, range: start..<lineEnd(newline), isTerminated: true)
                start = newline + 1
                scanned = start
                return line
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Line(buffer: buffer, range: start..<lineEnd(buffer.count), isTerminated: false)
                start = buffer.count
                return line
            }
            guard buffer.count - start <= maximumLineLength else {
                throw FileFailure(code: EFBIG, operation: Self.tooLong(maximumLineLength))
            }
            try fill()
        }
    }

    /// Goes on reading at a byte offset, dropping what was read ahead.
    func seek(to offset: Int) {
        self.offset = offset
        atFileStart = offset == 0
        buffer.removeAll(keepingCapacity: true)
        start = 0
        scanned = 0
        atEnd = false
    }

    /// The longest line a log's readers read: one longer stops the log from opening, so a
    /// recorder does not write it.
    package static let maximumLength = 256 << 20

    /// What a reader cannot do with a line over its maximum, for ``FileFailure/reason``.
    ///
    /// - Returns: `read a line of more than 256 MiB` (in bytes below a MiB).
    static func tooLong(_ maximum: Int) -> String {
        "read a line of more than " + size(maximum)
    }

    /// A number of bytes as text: in MiB from one MiB.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// The index of the first newline not yet scanned, if the buffer holds one.
    private func firstNewline() -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, scanned < bytes.count,
                let found = memchr(base + scanned, 0x0A, bytes.count - scanned)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Where a line that ends before `end` ends, without a `\r` before its newline.
    private func lineEnd(_ end: Int) -> Int {
        end > start && buffer[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
    }

    private func fill() throws(FileFailure) {
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        let count: Int
        do {
            count = try LogFileScan.read(descriptor, into: &buffer, from: old, at: offset)
        } catch {
            buffer.removeLast(chunkSize)
            throw error
        }
        offset += count
        buffer.removeLast(chunkSize - count)
        if count == 0 { atEnd = true }
    }
}
