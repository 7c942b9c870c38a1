/// The UTF-8 byte-order mark, `EF BB BF`, which some editors (on Windows) put at the start of a
/// file they save.
///
/// A log may begin with one: the line readers leave it out of the file's first line, so its header
/// reads as any other. The file keeps it, and every byte offset (a prefix's length, a checksum, a
/// cut) counts it as a part of the first line. Anywhere else it is a byte of its line, which is
/// then not JSON.
enum ByteOrderMark {
    /// The mark's bytes.
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A file's first line without the mark it may begin with.
    ///
    /// - Parameters:
    ///   - buffer: Bytes holding the line.
    ///   - range: The line, starting at the file's first byte.
    /// - Returns: `range`, past the mark when the line begins with one.
    static func skipped(in buffer: [UInt8], _ range: Range<Int>) -> Range<Int> {
        buffer[range].starts(with: bytes) ? range.lowerBound + bytes.count..<range.upperBound : range
    }
}
