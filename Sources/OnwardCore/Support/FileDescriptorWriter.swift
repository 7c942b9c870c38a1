#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`, no buffering in between: the one retrying
/// write loop of the package, for the debug output and for the action log.
///
/// Its first write makes the process ignore `SIGXFSZ`, unless the program handles or ignores that
/// signal itself: its default action ends the process at a write past the file size limit
/// (`ulimit -f`), part way through, where the write should fail with `EFBIG`, as one on a full
/// disk fails with `ENOSPC`, so that the action log's writer cuts off what it wrote and stops.
package enum FileDescriptorWriter {
    /// Writes all of `text`'s UTF-8 bytes, retrying after partial writes and interruptions; a write
    /// that writes nothing and reports no error fails with `EIO`.
    ///
    /// - Parameters:
    ///   - text: The text to write.
    ///   - descriptor: An open file descriptor.
    /// - Returns: `nil` on success, else the `errno` of the failed write.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes`, as ``write(_:to:)-(String,_)`` does.
    ///
    /// - Parameters:
    ///   - bytes: The bytes to write.
    ///   - descriptor: An open file descriptor.
    /// - Returns: `nil` on success, else the `errno` of the failed write.
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        _ = fileSizeSignalIgnored
        guard var next = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // No progress without an error: stop rather than loop forever.
            if written == 0 { return EIO }
            remaining -= written
            next += written
        }
        return nil
    }

    /// Ignores `SIGXFSZ`, once, when its action is the default one (a handler the program set, or
    /// its being ignored already, is kept; a program the process starts inherits it ignored).
    private static let fileSizeSignalIgnored: Void = ignoreFileSizeSignalUnlessSet()

    /// Ignores `SIGXFSZ` when its action is the default one; else puts the program's action back
    /// whole, with its flags and mask (`signal` alone would drop them: a handler that takes a
    /// `siginfo_t` would then be called without one).
    package static func ignoreFileSizeSignalUnlessSet() {
        var previous = sigaction()
        guard sigaction(SIGXFSZ, nil, &previous) == 0 else { return }
        // Not the default (`SIG_DFL`, a null pointer): put back as it was.
        if signal(SIGXFSZ, SIG_IGN) != nil { sigaction(SIGXFSZ, &previous, nil) }
    }

    /// Appends bytes at the end of a file, whole or not at all: what a failed write (a full disk,
    /// a file size limit) left is cut off again, so no part of them stays.
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - descriptor: The file, open for writing.
    /// - Returns: Where the file ended before, and for a failed write its `errno` value and
    ///   whether what it left was cut off (when not, the file ends with part of the bytes).
    package static func append(_ bytes: [UInt8], to descriptor: Int32) -> (
        end: off_t, failure: (code: Int32, isCutBack: Bool)?
    ) {
        let end = lseek(descriptor, 0, SEEK_END)
        guard let code = bytes.withUnsafeBytes({ write($0, to: descriptor) }) else { return (end, nil) }
        return (end, (code, end >= 0 && ftruncate(descriptor, end) == 0))
    }

    /// The system's description of an error number.
    ///
    /// - Parameter code: An `errno` value.
    /// - Returns: The text, such as "No such file or directory".
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// `write(2)`, under a name that the writer's own `write` methods do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
