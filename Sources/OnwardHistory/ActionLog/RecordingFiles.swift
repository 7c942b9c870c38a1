import Synchronization

/// The logs this process is recording to, so a replay can refuse to read one while it is written.
enum RecordingFiles {
    private static let files = Mutex<[FileIdentity: Int]>([:])

    /// Notes that a recorder writes to a file.
    static func insert(_ file: FileIdentity) {
        files.withLock { $0[file, default: 0] += 1 }
    }

    /// Notes that a recorder stopped writing to a file.
    static func remove(_ file: FileIdentity) {
        files.withLock { files in
            let count = (files[file] ?? 1) - 1
            files[file] = count > 0 ? count : nil
        }
    }

    /// Whether a recorder in this process writes to a file.
    ///
    /// - Returns: `true` while it is being recorded to.
    static func contains(_ file: FileIdentity) -> Bool {
        files.withLock { $0[file] != nil }
    }
}
