import Synchronization

/// The logs this process is recording to, so a replay can refuse to read one while it is written.
enum RecordingFiles {
    /// One entry per recorder, in a list: a process records to a few files, and a dictionary keyed
    /// by ``FileIdentity`` cost its first user 0.64M instructions (callgrind), 1.4% of a start-up.
    private static let files = Mutex<[FileIdentity]>([])

    /// Notes that a recorder writes to a file.
    static func insert(_ file: FileIdentity) {
        files.withLock { $0.append(file) }
    }

    /// Notes that a recorder stopped writing to a file.
    static func remove(_ file: FileIdentity) {
        files.withLock { files in
            if let index = files.firstIndex(of: file) { files.remove(at: index) }
        }
    }

    /// Whether a recorder in this process writes to a file.
    static func contains(_ file: FileIdentity) -> Bool {
        files.withLock { $0.contains(file) }
    }
}
