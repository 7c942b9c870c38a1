import Foundation

/// Reads that go on until every byte is done: they retry short and interrupted (`EINTR`) reads,
/// and fail only on a real error or an early end of file. (Writes go through `FileHandle`, or,
/// in the library, `FileDescriptorWriter`.)
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
}
