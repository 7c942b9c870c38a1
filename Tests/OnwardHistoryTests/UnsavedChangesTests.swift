import Foundation
import Onward
import Testing

/// Whether a history's store holds what no file does, once its log stopped saving
/// (`hasUnsavedChanges`): what a program keeps elsewhere before it ends.
@Suite struct UnsavedChangesTests {
    /// Saving, nothing is unsaved; the action saving stops at is, and so is a later one.
    @Test func theActionSavingStopsAtIsUnsaved() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        #expect(!opened.history.hasUnsavedChanges)
        let other = try #require(FileHandle(forWritingAtPath: path))
        try other.seekToEnd()
        try other.write(contentsOf: Data((#"{"seq":2,"action":"add","args":[5]}"# + "\n").utf8))
        try other.close()
        opened.counter.dispatch(\.add, 2)
        #expect(opened.history.stopReason == "another program appended to it during this session")
        #expect(opened.history.hasUnsavedChanges)
        opened.history.close()
        #expect(opened.history.hasUnsavedChanges)
    }

    /// Saving stopped between actions, a copy of the replaced log kept: nothing is unsaved until
    /// the state changes, and again once it is back to the one it was.
    @Test func aStateOtherThanTheOneAtTheStopIsUnsaved() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        folder.write("new.jsonl", "")
        #expect(rename(folder.file("new.jsonl"), path) == 0)
        await #expect(throws: HistoryError.self) { try await opened.history.travel(to: 0) }
        #expect(opened.history.stopReason != nil)
        #expect(!opened.history.hasUnsavedChanges, "the copy holds what the store does")
        opened.counter.dispatch(\.add, 2)
        #expect(opened.history.hasUnsavedChanges)
        opened.counter.dispatch(\.add, -2)
        #expect(!opened.history.hasUnsavedChanges)
    }

    /// A log another program cut short in place holds no longer what the store did before: all
    /// of it is unsaved, with no change after the stop.
    @Test func aLogCutShortInPlaceLeavesEverythingUnsaved() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        #expect(truncate(path, 0) == 0)
        opened.history.close()
        #expect(opened.history.stopReason != nil)
        #expect(opened.history.hasUnsavedChanges)
    }

    /// A log damaged in place, its size and time of change kept, so that only a move's replay
    /// finds it: the store is as it was, and in no file.
    @Test func aLogThatNoLongerReplaysLeavesEverythingUnsaved() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        var status = stat()
        #expect(stat(path, &status) == 0)
        let inPlace = try #require(FileHandle(forWritingAtPath: path))
        try inPlace.write(contentsOf: Data((String(repeating: "x", count: Int(status.st_size) - 1) + "\n").utf8))
        try inPlace.close()
        #expect(utimensat(AT_FDCWD, path, [status.st_atim, status.st_mtim], 0) == 0)
        await #expect(throws: HistoryError.self) { try await opened.history.travel(to: 0) }
        #expect(opened.counter.count == 1)
        #expect(opened.history.stopReason?.hasPrefix("it no longer replays") == true)
        #expect(opened.history.hasUnsavedChanges)
    }

    /// A history standing in for a read-only log saves nothing the log asked for, as it said
    /// when it opened: a stop of its scratch copy (a line too long here; a full temporary folder)
    /// leaves nothing unsaved to keep elsewhere, as the property's documentation says.
    @Test func aHistoryStandingInForAnUnwritableLogHasNoUnsavedChanges() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 1)
            opened.history.close()
        }
        chmod(folder.file("c.jsonl"), 0o444)
        let opened = try await Opened(folder.file("c.jsonl"))
        #expect(opened.history.standsInForUnwritableLog)
        opened.history.maximumLineLength = 200
        opened.counter.dispatch(\.note, String(repeating: "n", count: 200))
        opened.counter.dispatch(\.add, 2)
        #expect(opened.history.stopReason != nil)
        #expect(!opened.history.hasUnsavedChanges)
    }
}
