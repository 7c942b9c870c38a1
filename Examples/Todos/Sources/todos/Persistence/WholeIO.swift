import Foundation

/// Reads and writes that go on until every byte is done: they retry short and interrupted
/// (`EINTR`) reads and writes, and fail only on a real error or an early end of file.
enum WholeIO {
    /// Reads exactly `count` bytes of a file at an offset into the start of a buffer.
    ///
    /// - Parameters:
    ///   - descriptor: The file, open for reading.
    ///   - buffer: Where the bytes go; it must hold at least `count`.
    ///   - count: How many bytes.
    ///   - offset: Where in the file they start.
    /// - Returns: Whether every byte was read.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8], count: Int, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let read = buffer.withUnsafeMutableBytes { bytes in
                pread(descriptor, bytes.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
            }
            if read > 0 {
                done += read
            } else if read < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Writes all of a buffer at the file's current offset.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - descriptor: The file, open for writing.
    /// - Returns: Whether every byte was written.
    static func write(_ data: some ContiguousBytes, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done)
                if count > 0 {
                    done += count
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}
