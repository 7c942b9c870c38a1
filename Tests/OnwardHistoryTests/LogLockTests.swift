import Foundation
import Onward
import Testing

/// A log that cannot be locked, as on a file system without locks, is not said to be another
/// process's: only `EWOULDBLOCK` means a holder (any other failure used to be reported as one).
@Suite struct LogLockTests {
    @Test func aFileThatCannotBeLockedIsUnusableNotLocked() {
        #expect(throws: HistoryOpenError.unusable(path: "todos.jsonl", reason: "cannot lock it: Bad file descriptor")) {
            try LogLock(locking: -1, path: "todos.jsonl")
        }
    }

    @Test func aFileAnotherDescriptorLocksIsLocked() throws {
        let folder = try Folder()
        let path = folder.file("held.jsonl")
        let held = try LogLock(logPath: path, isReadOnly: false)
        let error = #expect(throws: HistoryOpenError.self) { try LogLock(logPath: path, isReadOnly: false) }
        guard case .locked(let lockedPath, _) = error else {
            Issue.record("expected locked, got \(String(describing: error))")
            return
        }
        #expect(lockedPath == path)
        withExtendedLifetime(held) {}
    }
}
