import OnwardCore

/// Why a page could not be written.
public struct InspectorPageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path the page was to be written to.
    public let path: String

    /// The `errno` of the call that failed.
    public let code: Int32

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: The page's path.
    ///   - code: The `errno` of the call that failed.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's reason, such as `Permission denied`.
    public var reason: String {
        FileDescriptorWriter.describe(code)
    }

    /// `cannot write report.html: Permission denied`.
    public var description: String {
        "cannot write \(path): \(reason)"
    }
}
