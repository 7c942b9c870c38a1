import OnwardCore

/// Why a page could not be written: a system call failed, or the file at the path is not a page
/// and was left as it is.
public struct InspectorPageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path the page was to be written to.
    public let path: String

    /// The `errno` of the call that failed; `nil` when what is at the path is not a page of the
    /// inspector, which a page never replaces.
    public let code: Int32?

    /// Whether what is at the path is a file but not a page, rather than no regular file at all
    /// (a pipe, a device); meaningful when ``code`` is `nil`.
    private let isFile: Bool

    /// Creates an error for a system call that failed.
    ///
    /// - Parameters:
    ///   - path: The page's path.
    ///   - code: The `errno` of the call that failed.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
        isFile = true
    }

    private init(notAPage path: String, isFile: Bool) {
        self.path = path
        self.code = nil
        self.isFile = isFile
    }

    /// The file at a path is not a page of the inspector, so it was left as it is.
    ///
    /// - Parameter path: The page's path.
    /// - Returns: The error.
    public static func notAPage(_ path: String) -> InspectorPageError {
        InspectorPageError(notAPage: path, isFile: true)
    }

    /// What is at a path is no regular file (a pipe, a device, a socket), so it was left as it is.
    ///
    /// - Parameter path: The page's path.
    /// - Returns: The error.
    public static func notARegularFile(_ path: String) -> InspectorPageError {
        InspectorPageError(notAPage: path, isFile: false)
    }

    /// The system's reason, such as `Permission denied`, or why the file was left alone.
    public var reason: String {
        if let code { return FileDescriptorWriter.describe(code) }
        return isFile
            ? "it is a file, not a page the inspector wrote, so it is left as it is (name another file)"
            : "it is not a regular file (a pipe or a device), so it is left as it is (name another file)"
    }

    /// `cannot write report.html: Permission denied`.
    public var description: String {
        "cannot write \(path): \(reason)"
    }
}
