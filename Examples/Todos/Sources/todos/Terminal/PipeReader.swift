#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Reads plain lines from standard input when it is not a terminal: no prompt, echo or escapes.
///
/// A line longer than ``maximumLength`` (a file piped by mistake, `/dev/zero`) is refused and
/// skipped to its end, so memory holds one chunk and one line, however long the input.
final class PipeReader: LineReader {
    /// The longest line read: far longer than any command (a title takes at most 1000 bytes).
    static let maximumLength = 1 << 20

    var isInteractive: Bool { false }

    /// What was read and not yet returned, from ``start``.
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Whether the rest of a line refused as too long is still to be skipped.
    private var isSkipping = false
    /// Whether no line was read yet: only the first may start with a byte-order mark.
    private var isAtStart = true

    /// The next line, without its `\n` or `\r\n`; a byte-order mark an editor put at the start of
    /// the script is not part of its first command. `nil` at the end of the input, and once a signal
    /// asked the session to end (``Termination``): what was read and not yet returned is left.
    func readLine(prompt: String) throws(LineReadError) -> String? {
        while true {
            if Termination.requested != nil { return nil }
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                if isSkipping {
                    isSkipping = false
                    continue
                }
                guard line.count <= Self.maximumLength else { throw .tooLong(maximum: Self.maximumLength) }
                return text(line)
            }
            if isSkipping { start = buffer.count }
            guard buffer.count - start <= Self.maximumLength else {
                isSkipping = true
                start = buffer.count
                throw .tooLong(maximum: Self.maximumLength)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return text(buffer[start...])
            }
            try fill()
        }
    }

    func updateIDs(_ ids: [Int]) {}

    /// Reads the next chunk of standard input after what is left of the buffer, or nothing when a
    /// signal that ends the session (``Termination``) came first: it waits on both, so that a
    /// signal that comes just before the read cannot leave it waiting.
    private func fill() throws(LineReadError) {
        buffer.removeFirst(start)
        start = 0
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            var waits = [STDIN_FILENO, Termination.wakeDescriptor].map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            guard poll(&waits, 2, -1) >= 0 else {
                guard errno == EINTR else { throw .unreadable(errno) }
                continue
            }
            if waits[1].revents != 0 { return }
            let count = read(STDIN_FILENO, &chunk, chunkSize)
            if count >= 0 {
                buffer += chunk.prefix(count)
                atEnd = count == 0
                return
            }
            guard errno == EINTR else { throw .unreadable(errno) }
        }
    }

    /// A line's bytes as text, invalid UTF-8 repaired.
    private func text(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        if isAtStart && line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        isAtStart = false
        return String(decoding: line, as: UTF8.self)
    }
}
