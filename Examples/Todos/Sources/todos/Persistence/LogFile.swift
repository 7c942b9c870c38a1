import Foundation

/// File operations on an action log: finding it, setting a damaged one aside, replacing it.
enum LogFile {
    /// The log's absolute path for a storage choice, its folder created if it is the default one.
    ///
    /// - Parameters:
    ///   - storage: The default log, a `--file`, or `--memory`.
    ///   - environment: The process environment.
    /// - Returns: The path, or `nil` for `--memory`.
    /// - Throws: ``JournalError/missingFolder(path:folder:)`` when a `--file`'s folder does not exist.
    static func path(for storage: Options.Storage, environment: [String: String]) throws(JournalError) -> String? {
        switch storage {
        case .memory:
            return nil
        case .standard:
            let path = LogLocation.standardLog(environment: environment)
            let folder = (path as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(
                    atPath: folder,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700]
                )
            } catch {
                throw .unusable(path: path, reason: "cannot create the folder \(folder)")
            }
            return path
        case .file(let typed):
            // A symbolic link is followed, so the log it points to is the one locked and replaced.
            let path = URL(fileURLWithPath: LogLocation.absolute(typed, environment: environment))
                .resolvingSymlinksInPath().path
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw .missingFolder(path: path, folder: folder)
            }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw .unusable(path: path, reason: "it is a folder")
            }
            return path
        }
    }

    /// Whether a file exists and is not empty.
    static func hasContent(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_size > 0
    }

    /// Keeps a damaged log as it is under a new name, `<log>.torn-<UTC time>`, by a hard link.
    ///
    /// - Parameter path: The log.
    /// - Returns: The backup's path.
    /// - Throws: ``JournalError/unusable(path:reason:)`` when no backup could be made.
    static func setAside(_ path: String) throws(JournalError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stem = path + ".torn-" + formatter.string(from: Date())
        for attempt in 0..<100 {
            let backup = attempt == 0 ? stem : "\(stem)-\(attempt)"
            if link(path, backup) == 0 { return backup }
            guard errno == EEXIST else { break }
        }
        throw .unusable(path: path, reason: "cannot keep a copy of it: \(String(cString: strerror(errno)))")
    }

    /// Replaces a log with a new file in one step, after the new file's data is on disk.
    ///
    /// - Parameters:
    ///   - path: The log.
    ///   - replacement: The new file, in the same folder.
    /// - Throws: ``JournalError/unusable(path:reason:)`` when the rename fails.
    static func replace(_ path: String, with replacement: String) throws(JournalError) {
        let descriptor = open(replacement, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard rename(replacement, path) == 0 else {
            throw .unusable(path: path, reason: "cannot replace it: \(String(cString: strerror(errno)))")
        }
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }
}
