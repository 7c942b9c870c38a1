import Foundation

/// An exclusive lock on an action log, so a second `todos` on the same file refuses to start.
///
/// The lock is `flock` on `<log>.lock`, which holds the owner's process id for the message. The
/// system releases it when the process ends, however it ends, so a crash leaves no stale lock.
final class LogLock: Sendable {
    /// The lock file's descriptor, open for as long as the lock is held.
    private let descriptor: Int32

    /// The lock file's path.
    private let path: String

    /// Why the lock was not taken.
    enum Failure: Error, Equatable {
        /// Another process holds it; its process id, if it wrote one.
        case held(pid: Int32?)
        /// The lock file could not be opened; the system's reason.
        case unavailable(String)
    }

    /// Takes the lock for a log, without waiting.
    ///
    /// - Parameter logPath: The log's path; the lock file is beside it.
    /// - Throws: ``Failure/held(pid:)`` when another process has it.
    init(logPath: String) throws(Failure) {
        let path = logPath + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unavailable(String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let owner = Self.readPID(descriptor)
            close(descriptor)
            throw .held(pid: owner)
        }
        self.descriptor = descriptor
        self.path = path
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.utf8.count, 0)
    }

    deinit {
        close(descriptor)
    }

    /// Deletes the lock file, for a log that is no longer written once this lock is released: a
    /// second `todos` kept off it until then may open it after.
    func removeFile() {
        unlink(path)
    }

    /// The process id written in a lock file, if any.
    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
