import Foundation

/// An exclusive lock on an action log itself, so that a second process on the same file is refused, whatever path reaches it: a symbolic link, a hard link, a bind mount.
///
/// The lock is `flock` on the log's own open file, so no file is made beside the log for it (one
/// planted there, a link to another file among them, is never opened). The system releases it when
/// the process ends, however it ends, so a crash leaves no stale lock. The holder's process id,
/// for the message, comes from the system's table of locks (`/proc/locks`).
package final class LogLock {
    /// The locked file's descriptor, open for as long as the lock is held: opening a log reads
    /// and appends to it through this one, so the file is opened once.
    package let descriptor: Int32

    /// Takes the lock on a log, without waiting, creating the log (empty, for its owner only) when
    /// it does not exist; opened for reading only when `isReadOnly`, which is enough to lock it.
    ///
    /// - Throws: ``HistoryOpenError/locked(path:pid:)`` when another process has it, else
    ///   ``HistoryOpenError/unusable(path:reason:)``.
    package convenience init(logPath: String, isReadOnly: Bool) throws(HistoryOpenError) {
        let flags = (isReadOnly ? O_RDONLY : O_RDWR | O_CREAT) | O_NOFOLLOW | O_CLOEXEC
        let descriptor = open(logPath, flags, 0o600)
        guard descriptor >= 0 else { throw .unusable(path: logPath, reason: String(cString: strerror(errno))) }
        try self.init(locking: descriptor, path: logPath)
    }

    /// Takes the lock on an open file, without waiting; the lock owns the descriptor from then on,
    /// and closes it when it is refused.
    ///
    /// - Throws: ``HistoryOpenError/locked(path:pid:)`` when another process has it, else
    ///   ``HistoryOpenError/unusable(path:reason:)`` when the file cannot be locked (a file system
    ///   without locks).
    package init(locking descriptor: Int32, path: String) throws(HistoryOpenError) {
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = code == EWOULDBLOCK ? Self.holder(of: descriptor) : nil
            close(descriptor)
            guard code == EWOULDBLOCK else {
                throw .unusable(path: path, reason: FileFailure(code: code, operation: "lock it").reason)
            }
            throw .locked(path: path, pid: holder)
        }
        self.descriptor = descriptor
    }

    deinit {
        // Unlocked before it is closed: a process forked meanwhile shares the open file, and its
        // copy would hold the lock until it runs its program.
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The locked file's size in bytes, or `nil` when it cannot be read.
    package var size: Int? { LogFileScan.size(of: descriptor) }

    /// Whether a path names the locked file now (the same device and inode): not when another
    /// program put a file in its place.
    package func isFile(at path: String) -> Bool {
        FileIdentity(descriptor: descriptor).map { $0 == FileIdentity(path: path) } ?? false
    }

    /// The process that holds the `flock` on a file, from Linux's `/proc/locks`, whose lines read
    /// `1: FLOCK  ADVISORY  WRITE <pid> <major>:<minor>:<inode> 0 EOF` (device numbers in hex).
    private static func holder(of descriptor: Int32) -> Int32? {
        var status = stat()
        guard fstat(descriptor, &status) == 0,
            let table = FileManager.default.contents(atPath: "/proc/locks")
        else { return nil }
        let device = UInt64(status.st_dev)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        var sameInode: [Int32] = []
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 5, fields[1] == "FLOCK", let pid = Int32(fields[4]) else { continue }
            let file = fields[5].split(separator: ":")
            guard file.count == 3, UInt64(file[2]) == UInt64(status.st_ino) else { continue }
            if UInt64(file[0], radix: 16) == major, UInt64(file[1], radix: 16) == minor { return pid }
            sameInode.append(pid)
        }
        // Some file systems (btrfs subvolumes) show another device number there than `stat` does.
        if sameInode.count == 1 { return sameInode[0] }
        return nil
    }
}
