import Foundation

/// The logs this process is recording to, so a replay can refuse to read one while it is written.
final class RecordingFiles: @unchecked Sendable {
    /// The process's set.
    static let shared = RecordingFiles()

    private let lock = NSLock()
    private var files: [FileIdentity: Int] = [:]

    /// Notes that a recorder writes to a file.
    func insert(_ file: FileIdentity) {
        lock.withLock { files[file, default: 0] += 1 }
    }

    /// Notes that a recorder stopped writing to a file.
    func remove(_ file: FileIdentity) {
        lock.withLock {
            let count = (files[file] ?? 1) - 1
            files[file] = count > 0 ? count : nil
        }
    }

    /// Whether a recorder in this process writes to a file.
    ///
    /// - Returns: `true` while it is being recorded to.
    func contains(_ file: FileIdentity) -> Bool {
        lock.withLock { files[file] != nil }
    }
}
