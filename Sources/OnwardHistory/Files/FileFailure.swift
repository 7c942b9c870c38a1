import OnwardCore

/// A failed system call on a log file: `open`, `read`, `write`.
package struct FileFailure: Error {
    /// The `errno` value.
    let code: Int32

    /// The call that failed: `open`, `read`, `write`.
    let operation: String

    /// `cannot open: No such file or directory`.
    package var reason: String {
        "cannot \(operation): \(FileDescriptorWriter.describe(code))"
    }
}
