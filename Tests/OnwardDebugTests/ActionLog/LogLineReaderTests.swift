import Foundation
import Testing

@testable import OnwardDebug
@testable import OnwardHistory

@Suite struct LogLineReaderTests {
    private func lines(_ text: String, chunkSize: Int) throws -> [String] {
        let log = TemporaryLog(contents: text)
        let reader = try LogLineReader(path: log.path, chunkSize: chunkSize)
        var lines: [String] = []
        while let line = try reader.next() {
            lines.append(String(decoding: line.bytes, as: UTF8.self) + (line.isTerminated ? "⏎" : ""))
        }
        return lines
    }

    @Test func readsLinesAcrossChunkBoundaries() throws {
        let text = "first line\nsecond, a longer line\r\n\nlast without newline"
        let expected = ["first line⏎", "second, a longer line⏎", "⏎", "last without newline"]
        for chunkSize in [1, 3, 7, 64, 64 * 1024] {
            #expect(try lines(text, chunkSize: chunkSize) == expected)
        }
    }

    @Test func aFileEndingInANewlineHasNoEmptyLastLine() throws {
        #expect(try lines("a\nb\n", chunkSize: 2) == ["a⏎", "b⏎"])
        #expect(try lines("", chunkSize: 2) == [])
    }

    /// A UTF-8 byte-order mark at the file's start is left out of its first line, read forwards
    /// (from the start, or after going back to it) or backwards; before a later line it is kept.
    @Test func aByteOrderMarkIsLeftOutOfTheFirstLineOnly() throws {
        let text = "\u{FEFF}first\n\u{FEFF}second\n"
        for chunkSize in [1, 2, 64] {
            #expect(try lines(text, chunkSize: chunkSize) == ["first⏎", "\u{FEFF}second⏎"])
        }
        let log = TemporaryLog(contents: text)
        let reader = try LogLineReader(path: log.path, chunkSize: 2)
        while try reader.next() != nil {}
        reader.seek(to: 0)
        #expect(try reader.next().map { Array($0.bytes) } == Array("first".utf8))
        #expect(try lines("\u{FEFF}", chunkSize: 2) == [""])
        let descriptor = open(log.path, O_RDONLY)
        defer { close(descriptor) }
        for chunkSize in [1, 2, 64] {
            let backwards = try ReverseLineReader(descriptor: descriptor, chunkSize: chunkSize)
            #expect(try backwards.previous().map { Array($0.bytes) } == Array("\u{FEFF}second".utf8))
            #expect(try backwards.previous().map { Array($0.bytes) } == Array("first".utf8))
            #expect(try backwards.previous() == nil)
        }
    }

    @Test func aLineLongerThanTheMaximumIsRefusedWithoutReadingItWhole() throws {
        let log = TemporaryLog(contents: "short\n" + String(repeating: "x", count: 100) + "\nnever read\n")
        let reader = try LogLineReader(path: log.path, chunkSize: 8, maximumLineLength: 32)
        #expect(try reader.next().map { String(decoding: $0.bytes, as: UTF8.self) } == "short")
        do {
            _ = try reader.next()
            Issue.record("a line of 100 bytes was read with a maximum of 32")
        } catch {
            #expect(error.reason == "cannot read a line of more than 32 bytes: File too large")
        }
    }

    @Test func readingBackwardsAlsoRefusesALineLongerThanTheMaximum() throws {
        let log = TemporaryLog(contents: "short\n" + String(repeating: "x", count: 100) + "\n")
        let descriptor = open(log.path, O_RDONLY)
        defer { close(descriptor) }
        let reader = try ReverseLineReader(descriptor: descriptor, chunkSize: 4, maximumLineLength: 32)
        do {
            _ = try reader.previous()
            Issue.record("a line of 100 bytes was read backwards with a maximum of 32")
        } catch {
            #expect(error.reason.hasPrefix("cannot read a line of more than"))
        }
        let whole = try ReverseLineReader(descriptor: descriptor, chunkSize: 4)
        #expect(try whole.previous().map { $0.bytes.count } == 100, "chunks that double still find the line")
        #expect(try whole.previous().map { String(decoding: $0.bytes, as: UTF8.self) } == "short")
    }

    @Test func aLongLogIsReplayedThroughSmallChunks() throws {
        var text = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n"
        for seq in 1...2_000 { text += #"{"seq":\#(seq),"action":"add","args":["todo \#(seq)"]}"# + "\n" }
        let log = TemporaryLog(contents: text)
        let store = ToDoStore()
        let cursor = try ActionLogCursor(path: log.path, registry: .todos, store: store, chunkSize: 100)
        while let step = try cursor.next() {
            try cursor.dispatch(step, on: store)
            cursor.applied += 1
        }
        #expect(store.todos.count == 2_000)
        #expect(store.todos.last?.title == "todo 2000")
    }
}
