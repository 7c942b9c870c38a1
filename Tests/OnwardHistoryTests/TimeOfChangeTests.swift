import Foundation
import Onward
import TestGate
import Testing

/// A history tells another program's write to its log by the log's size and time of change; a
/// new time alone, with the bytes the history left (a `touch`, a backup tool), is no change.
@Suite struct TimeOfChangeTests {
    /// Sets a file's times of access and change a minute back, as `touch -d` does: never in the
    /// same tick of the file system's clock as the history's last write.
    static func touchAMinuteBack(_ path: String) {
        let minuteAgo = timespec(tv_sec: time(nil) - 60, tv_nsec: 0)
        #expect(utimensat(AT_FDCWD, path, [minuteAgo, minuteAgo], 0) == 0)
    }

    @Test func aLogTouchedBetweenTwoActionsGoesOnSaving() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        Self.touchAMinuteBack(path)
        opened.counter.dispatch(\.add, 2)
        opened.counter.dispatch(\.add, 4)
        try await opened.history.travel(to: 2)
        Self.touchAMinuteBack(path)
        opened.counter.dispatch(\.add, 10)  // after an undo: the undone action is cut off first
        Self.touchAMinuteBack(path)
        opened.history.close()
        #expect(opened.notices.map { "\($0)" } == [])
        #expect(opened.history.savedEverything)
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = try await Opened(path)
        #expect(reopened.counter.count == 13)
        #expect(reopened.history.actionCount == 3)
    }

    /// Opened from its snapshot, with a line after the snapshot's part, a history keeps the
    /// checksum of the bytes it left by going on with the one opening checked of that part: a
    /// `touch` is still no change, and an edit at the log's size still is one.
    @Test func aLogOpenedFromItsSnapshotKnowsTheBytesItLeft() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        do {
            let opened = try await Opened(path)
            opened.counter.dispatch(\.add, 1)
            opened.history.close()
        }
        folder.write("c.jsonl", try #require(folder.read("c.jsonl")) + #"{"seq":2,"action":"add","args":[2]}"# + "\n")
        let touched = try await Opened(path)
        #expect(touched.counter.count == 3)
        Self.touchAMinuteBack(path)
        touched.counter.dispatch(\.add, 4)
        #expect(touched.notices.map { "\($0)" } == [])
        #expect(touched.history.savedEverything)
        touched.history.close()
        let edited = try await Opened(path)
        #expect(edited.counter.count == 7)
        let text = try #require(folder.read("c.jsonl")).replacingOccurrences(of: "[2]", with: "[5]")
        let inPlace = try #require(FileHandle(forWritingAtPath: path))
        try inPlace.write(contentsOf: Data(text.utf8))
        try inPlace.close()
        Self.touchAMinuteBack(path)
        edited.counter.dispatch(\.add, 8)
        #expect(
            edited.notices.map { "\($0)" } == [
                "\(path):5: could not record \"add\": another program changed it during this session; "
                    + "recording stopped; the store goes on in memory"
            ])
        #expect(folder.read("c.jsonl") == text)
    }

    /// Other bytes of the same size, with a new time, are a change, as they were.
    @Test func aLogSavedOverAtItsSizeStopsSaving() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        let edited = try #require(folder.read("c.jsonl")).replacingOccurrences(of: "[1]", with: "[7]")
        let inPlace = try #require(FileHandle(forWritingAtPath: path))
        try inPlace.write(contentsOf: Data(edited.utf8))
        try inPlace.close()
        Self.touchAMinuteBack(path)
        opened.counter.dispatch(\.add, 2)
        #expect(
            opened.notices.map { "\($0)" } == [
                "\(path):3: could not record \"add\": another program changed it during this session; "
                    + "recording stopped; the store goes on in memory"
            ])
        #expect(!opened.history.savedEverything)
        #expect(folder.read("c.jsonl") == edited)
    }

    /// The checksum a recorder keeps as it appends, given bytes in parts of any length, is the one
    /// of a file that holds them.
    @Test func aRunningChecksumIsTheChecksumOfTheBytesAdded() {
        var generator = SplitMix64(seed: 20_260_308)
        for _ in 0..<200 {
            let bytes = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var running = LogChecksum.Running()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int(generator.next() % 70))
                running.add(Array(bytes[start..<end]))
                start = end
            }
            #expect(running.text == LogChecksum.of(bytes))
            #expect(running.length == bytes.count)
        }
    }
}
