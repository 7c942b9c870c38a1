import Foundation
import OnwardCore

/// File operations on an action log: following its links, telling what is at its path, keeping a
/// copy of a damaged one, cutting a torn line.
package enum LogFiles {
    /// The path a symbolic link points to, followed to the end: the log found there is the one
    /// locked and replaced, so two paths to one log share its lock and a link is never replaced.
    ///
    /// A link is followed even when what it points to does not exist yet (Foundation's
    /// `resolvingSymlinksInPath` leaves such a link as it is), and the folders on the way too. A
    /// relative path is taken from the working folder, and so is the result.
    package static func followingSymbolicLinks(_ path: String) -> String {
        // A relative link's target is relative to the link's folder, which must be known.
        var path = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        for _ in 0..<40 {  // the system's own limit on links followed in one path
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { break }
            path = target.hasPrefix("/") ? target : folder(of: path) + "/" + target
        }
        let folder = URL(fileURLWithPath: folder(of: path)).resolvingSymlinksInPath().path
        return (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    /// What is at a path, as far as a log may be there.
    package enum Kind {
        /// A regular file: a log, or something to refuse by its content.
        case regular
        case folder
        /// Anything else: a device or a pipe, which must never be read (it may never end, or never
        /// be written).
        case deviceOrPipe
    }

    /// What is at a path, its symbolic links followed.
    ///
    /// - Returns: The kind, or `nil` when nothing is there.
    package static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        default: return .deviceOrPipe
        }
    }

    package static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    /// A file's size, or `nil` when it cannot be read.
    package static func size(of path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// Whether a log exists and must not be written: this process may not write it, or no one may
    /// by its permissions (which do not stop root, so they are read as they are meant).
    package static func isReadOnly(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return access(path, W_OK) != 0 || status.st_mode & 0o222 == 0
    }

    /// A log's bytes.
    ///
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when the log cannot be read.
    package static func contents(of path: String, cuttingTornLine: Bool) throws(HistoryOpenError) -> Data {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw .unusable(path: path, reason: "cannot read it to copy it")
        }
        let end = cuttingTornLine ? contents.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0 : contents.count
        return contents.prefix(end)
    }

    /// Keeps a log as it is under a new name, `<log>.<label>-<UTC time>`, by a copy: the log
    /// itself is then cut or replaced, so it must not share the backup's data.
    ///
    /// - Returns: The backup's path.
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when no backup could be made.
    package static func setAside(_ path: String, as label: String = "torn") throws(HistoryOpenError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unusable(path: path, reason: "cannot read it to keep a copy: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        switch LogBackup.keep(descriptor, beside: path, as: label) {
        case .success(let backup): return backup
        case .failure(let failure): throw .unusable(path: path, reason: "cannot keep a copy of it: \(failure.reason)")
        }
    }

    /// Puts a log's upgrade, written beside it, in its place, keeping the old log as
    /// ``setAside(_:as:)`` does.
    ///
    /// A log with one name is replaced by a rename, so it is always either the old file or the
    /// whole new one. A log with hard links is written over in place instead, so that each of its
    /// names sees the upgrade: a rename would leave the others on the old file, to be upgraded
    /// apart and drift from it. Its room is reserved first, so a full disk refuses the upgrade
    /// before a byte of the log changes, and a write that fails puts the old bytes back. Only a
    /// crash while it is written (a power loss, a `SIGKILL`) leaves it part new: the copy of the
    /// old log, flushed to the disk with its name before, then holds it. The log keeps its
    /// permissions either way.
    ///
    /// - Returns: Where the old log was kept, if it was.
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when the upgrade cannot be put there;
    ///   the log is then as it was, and no copy of it is left.
    package static func replace(_ path: String, withUpgrade upgraded: String, keepingOldAs label: String?)
        throws(HistoryOpenError) -> String?
    {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .unusable(path: path, reason: "cannot read it: \(String(cString: strerror(errno)))")
        }
        let backup = try label.map { label throws(HistoryOpenError) in try setAside(path, as: label) }
        func refuse(_ reason: String) -> HistoryOpenError {
            if let backup { unlink(backup) }
            return .unusable(path: path, reason: reason + ", so it was left as it is")
        }
        guard status.st_nlink > 1 else {
            chmod(upgraded, status.st_mode & 0o7777)
            guard rename(upgraded, path) == 0 else {
                throw refuse("cannot replace it with its upgrade: \(String(cString: strerror(errno)))")
            }
            return backup
        }
        guard let bytes = FileManager.default.contents(atPath: upgraded),
            let old = FileManager.default.contents(atPath: path)
        else { throw refuse("cannot read it and its upgrade") }
        // Read and written: glibc reserves room by reading first where the file system cannot.
        let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse("cannot open it: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let refused = posix_fallocate(descriptor, 0, off_t(bytes.count))
        guard refused == 0 else {
            ftruncate(descriptor, status.st_size)  // no room: the log ends where it did
            throw refuse("cannot write its upgrade in its place (\(String(cString: strerror(refused))))")
        }
        FileReplacement.flushFolder(of: path)  // the copy's name, before the log changes
        guard let failure = write(bytes, over: descriptor) else { return backup }
        guard write(old, over: descriptor) != nil else {
            throw refuse("cannot write its upgrade in its place (\(String(cString: strerror(failure))))")
        }
        throw .unusable(
            path: path,
            reason: "its upgrade was only partly written in its place (\(String(cString: strerror(failure))))"
                + (backup.map { "; the old log is in \($0)" } ?? ""))
    }

    /// Writes a file's whole contents over it, through an open descriptor, and flushes them.
    ///
    /// - Returns: `nil`, or the `errno` of the call that failed.
    private static func write(_ bytes: Data, over descriptor: Int32) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        if let failure = bytes.withUnsafeBytes({ FileDescriptorWriter.write($0, to: descriptor) }) { return failure }
        return ftruncate(descriptor, off_t(bytes.count)) == 0 && fsync(descriptor) == 0 ? nil : errno
    }

    /// Cuts a torn last line off a log: the file ends after its last line break.
    ///
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when the file cannot be cut.
    package static func cutTornLine(_ path: String) throws(HistoryOpenError) {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw .unusable(path: path, reason: "cannot read it to cut its torn last line")
        }
        let end = contents.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        guard truncate(path, off_t(end)) == 0 else {
            throw .unusable(path: path, reason: "cannot cut its torn last line: \(String(cString: strerror(errno)))")
        }
    }
}

/// Copies of a log kept beside it, as it was: before a torn last line is cut, before an old format
/// is upgraded, and when another program replaced the file a recorder wrote (its lines would be
/// in a file no path reaches, gone when the recorder closes it); and other files a program keeps
/// beside its log, named the same way.
package enum LogBackup {
    /// Copies an open log, as it is, to a new file beside its path, `<path>.<label>-<UTC time>`
    /// (the log's name cut short when the folder could not hold that one), readable by its owner
    /// only, never over a file that exists and never through a link.
    ///
    /// - Returns: The copy's path, or why it could not be made.
    package static func keep(_ descriptor: Int32, beside path: String, as label: String) -> Result<String, FileFailure>
    {
        create(beside: path, as: label) { copyAll(of: descriptor, to: $0) }
    }

    /// Writes bytes to a new file beside a path, named as ``keep(_:beside:as:)`` names its copies
    /// and ending with `ending` (`.md`, say), flushed to the disk.
    ///
    /// - Returns: The file's path, or why it could not be made; none is left then.
    package static func write(_ bytes: Data, beside path: String, as label: String, ending: String = "")
        -> Result<String, FileFailure>
    {
        create(beside: path, as: label, ending: ending) { target in
            if let code = bytes.withUnsafeBytes({ FileDescriptorWriter.write($0, to: target) }) {
                return FileFailure(code: code, operation: "write")
            }
            return fsync(target) == 0 ? nil : FileFailure(code: errno, operation: "write")
        }
        .map { file in
            FileReplacement.flushFolder(of: file)  // its name, too, lasts through a power loss
            return file
        }
    }

    /// Creates `<path>.<label>-<UTC time><ending>`, or that name with an attempt's number when it
    /// exists, and fills it; removes it when `fill` fails.
    private static func create(
        beside path: String, as label: String, ending: String = "", filling fill: (Int32) -> FileFailure?
    ) -> Result<String, FileFailure> {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let suffix = ".\(label)-" + formatter.string(from: Date())
        // A name the folder cannot hold (a log's own near the limit) is cut short, leaving room
        // for the suffix and an attempt's number: the copy must be made, as it may be all that
        // keeps what a session saved.
        let folder = LogFiles.folder(of: path)
        let limit = pathconf(folder.isEmpty ? "." : folder, Int32(_PC_NAME_MAX))
        let room = (limit > 0 ? Int(limit) : 255) - suffix.utf8.count - ending.utf8.count - 3
        var name = ""
        for scalar in (path as NSString).lastPathComponent.unicodeScalars {
            guard name.utf8.count + String(scalar).utf8.count <= room else { break }
            name.unicodeScalars.append(scalar)
        }
        let stem = (folder as NSString).appendingPathComponent(name) + suffix
        for attempt in 0..<100 {
            let copy = (attempt == 0 ? stem : "\(stem)-\(attempt)") + ending
            let target = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard target >= 0 else {
                if errno == EEXIST { continue }
                return .failure(FileFailure(code: errno, operation: "create \(copy)"))
            }
            defer { close(target) }
            if let failure = fill(target) {
                unlink(copy)
                return .failure(failure)
            }
            return .success(copy)
        }
        return .failure(FileFailure(code: EEXIST, operation: "create \(stem)\(ending)"))
    }

    /// Copies every byte of one open file to another, flushed to the disk.
    private static func copyAll(of source: Int32, to target: Int32) -> FileFailure? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        do {
            while true {
                let read = try LogFileScan.read(source, into: &chunk, at: offset)
                if read == 0 { break }
                if let code = chunk.withUnsafeBytes({
                    FileDescriptorWriter.write(.init(rebasing: $0[..<read]), to: target)
                }) {
                    return FileFailure(code: code, operation: "write")
                }
                offset += read
            }
        } catch {
            return error
        }
        return fsync(target) == 0 ? nil : FileFailure(code: errno, operation: "write")
    }
}
