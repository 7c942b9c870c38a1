/// Why the next line of the input could not be read.
enum LineReadError: Error {
    /// The line is longer than a command could be; the next read starts after it.
    case tooLong(maximum: Int)
    /// The input cannot be read (it is a folder), with the error number.
    case unreadable(Int32)
}
