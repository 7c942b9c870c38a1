#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`, no buffering in between: the one retrying
/// write loop of the package, for the debug output and for the action log.
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
