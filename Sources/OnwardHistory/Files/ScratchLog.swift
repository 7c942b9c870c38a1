import Foundation
import OnwardCore

/// The scratch log of a history that saves nothing (kept in memory, or standing in for a log that
/// cannot be written):
/// a new file in the temporary folder, readable by its owner only, removed when the session ends,
/// also when a signal ends it (`SIGTERM`, `SIGHUP`, `SIGINT`, `SIGPIPE`); only `SIGKILL`, which
/// no process can catch, leaves it behind (and `SIGQUIT`, whose crash report the Swift runtime
/// handles).
package enum ScratchLog {
    /// The signals whose default action ends the process, and after which the file is removed.
    private static let endingSignals = [SIGTERM, SIGHUP, SIGINT, SIGPIPE]

    /// How many scratch logs the signal handler can remove: more at once are removed only when
    /// their histories go.
    private static let slotCount = 16

    /// The longest path a slot holds, with its terminating zero.
    private static let slotSize = Int(PATH_MAX)

    /// The paths the signal handler removes, each in a buffer of its own made once and never
    /// freed, so the handler never reads freed memory; a slot is in use while its flag is set.
    /// Written under ``slotsLock``; the handler reads them without it.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<CChar> = {
        let slots = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        slots.initialize(repeating: 0, count: slotCount * slotSize)
        return slots
    }()

    /// Whether each slot holds a path to remove.
    nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<Bool> = {
        let inUse = UnsafeMutablePointer<Bool>.allocate(capacity: slotCount)
        inUse.initialize(repeating: false, count: slotCount)
        return inUse
    }()

    /// Keeps two histories from taking or clearing a slot at once.
    private static let slotsLock = NSLock()

    /// The folders a scratch log may be made in, in order: the temporary folder (`TMPDIR`), then
    /// `/tmp`, for when that one cannot hold it (missing, read-only, full).
    package static var folders: [String] {
        let temporary = FileManager.default.temporaryDirectory.path
        return temporary == "/tmp" ? ["/tmp"] : [temporary, "/tmp"]
    }

    /// Creates a scratch log in a folder, never through a link and never over a file that exists.
    ///
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when it cannot be created or written.
    package static func create(holding contents: Data, named prefix: String, in folder: String)
        throws(HistoryOpenError) -> String
    {
        let name = "\(prefix)-\(getpid())-\(UUID().uuidString.prefix(8)).jsonl"
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unusable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let failure = contents.withUnsafeBytes({ FileDescriptorWriter.write($0, to: descriptor) }) {
            unlink(path)
            throw .unusable(path: path, reason: "cannot write it: \(String(cString: strerror(failure)))")
        }
        removeOnSignals(path)
        return path
    }

    /// Removes a scratch log, and forgets it for the signal handler.
    package static func remove(_ path: String) {
        unlink(path)
        slotsLock.lock()
        defer { slotsLock.unlock() }
        for index in 0..<slotCount where inUse[index] && String(cString: slots + index * slotSize) == path {
            inUse[index] = false
        }
    }

    /// Makes the signals that end the process remove the file first. A signal that the program
    /// handles itself (`SIGINT` at the readline prompt) or ignores keeps its handler.
    private static func removeOnSignals(_ path: String) {
        slotsLock.lock()
        if path.utf8.count < slotSize, let free = (0..<slotCount).first(where: { !inUse[$0] }) {
            _ = path.withCString { strcpy(slots + free * slotSize, $0) }
            inUse[free] = true
        }
        slotsLock.unlock()
        for number in endingSignals {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else {
                continue
            }
            signal(number) { number in
                for index in 0..<ScratchLog.slotCount where ScratchLog.inUse[index] {
                    unlink(ScratchLog.slots + index * ScratchLog.slotSize)
                }
                signal(number, SIG_DFL)
                raise(number)  // delivered once the handler returns, ending the process as it would have
            }
        }
    }
}
