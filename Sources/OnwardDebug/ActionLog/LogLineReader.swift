import Foundation

/// Reads a file line by line in fixed-size chunks, so memory holds one chunk and the longest
/// line, however long the file.
final class LogLineReader {
    /// One line, without its newline (and without a `\r` before it).
    struct Line {
        /// The line's bytes.
        let bytes: Data

        /// Whether a newline ended it; only the last line of a file can lack one.
        let isTerminated: Bool
    }

    /// The file's identity, to compare with the logs being recorded.
    let identity: FileIdentity?

    private let descriptor: Int32
    private let chunkSize: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEnd = false

    /// Opens a file for reading only.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - chunkSize: How many bytes to read at a time.
    /// - Throws: ``FileFailure`` when the file cannot be opened.
    init(path: String, chunkSize: Int = 64 * 1024) throws(FileFailure) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileFailure(code: errno, operation: "open") }
        identity = FileIdentity(descriptor: descriptor)
        self.chunkSize = max(1, chunkSize)
    }

    deinit {
        close(descriptor)
    }

    /// The next line, or `nil` at the end of the file.
    ///
    /// - Returns: The line.
    /// - Throws: ``FileFailure`` when reading fails.
    func next() throws(FileFailure) -> Line? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = take(upTo: newline)
                start = newline + 1
                scanned = start
                return Line(bytes: line, isTerminated: true)
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = take(upTo: buffer.count)
                start = buffer.count
                return Line(bytes: line, isTerminated: false)
            }
            try fill()
        }
    }

    private func take(upTo end: Int) -> Data {
        var stop = end
        if stop > start, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
        return Data(buffer[start..<stop])
    }

    private func fill() throws(FileFailure) {
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress.map { $0 + old }, chunkSize) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else {
            buffer.removeLast(chunkSize)
            throw FileFailure(code: errno, operation: "read")
        }
        buffer.removeLast(chunkSize - count)
        if count == 0 { atEnd = true }
    }
}
