import Foundation
import OnwardDebug
import OnwardHistory
import Testing

@Suite struct StateHashTests {
    /// The values are fixed: the snapshot checksums are this hash, and one that changed between
    /// versions would have every kept snapshot passed over, and its log replayed whole.
    @Test func isTheStableHashAsSixteenHexDigits() {
        #expect(StateHash(of: "").description == "5475a6d77c4bcc94")
        #expect(StateHash(of: "a").description == "79e5974a2a1b1744")
        #expect(LogChecksum.of(Data()) == "5475a6d77c4bcc94")
        #expect(StateHash(value: 0x2a).description == "000000000000002a")
    }

    /// A text longer than the checksum's read of 1 MB, so the file is read in two parts.
    @Test func isTheChecksumASnapshotKeepsOfItsLog() throws {
        let text = String(repeating: #"{"add":["Buy milk"]}"# + "\n", count: 60_000)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("state-hash-\(UUID())")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        let descriptor = open(file.path, O_RDONLY)
        defer { close(descriptor) }

        #expect(LogChecksum.of(descriptor, length: text.utf8.count) == StateHash(of: text).description)
        #expect(LogChecksum.of(Data(text.utf8)) == StateHash(of: text).description)
        // The first lines, hashed as their line breaks are found: the same checksum, past a chunk.
        for count in [1, 55_000, 60_000] {
            let lines = String(repeating: #"{"add":["Buy milk"]}"# + "\n", count: count)
            let found = try #require(try LogChecksum.running(descriptor, lines: count))
            #expect(found.length == lines.utf8.count)
            #expect(found.text == StateHash(of: lines).description)
        }
        #expect(try LogChecksum.running(descriptor, lines: 60_001) == nil)
    }

    @Test func equalStatesHaveEqualHashesAndDifferentOnesDiffer() {
        let first = ToDoStore.filled(3)
        let second = ToDoStore.filled(3)
        #expect(StateSnapshot(of: first).canonicalHash == StateSnapshot(of: second).canonicalHash)
        second.todos[2].isCompleted = true
        #expect(StateSnapshot(of: first).canonicalHash != StateSnapshot(of: second).canonicalHash)
    }
}
