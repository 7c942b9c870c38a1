import Foundation
import Onward
import TestGate
import Testing

@testable import OnwardHistory

/// The checkpoint a move keeps stands for the log's lines up to its action, read or not.
@Suite struct CheckpointTests {
    /// A move that starts from a checkpoint reads only the lines after it for the checkpoint it
    /// keeps: that one's bytes and checksum are the ones of the log's lines up to its action.
    @Test func theCheckpointAMoveKeepsIsTheLogsLinesUpToItsAction() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        try await Opened.addOneToFour(in: folder)
        let opened = try await Opened(path)
        for amount in 5...7 { opened.counter.dispatch(\.add, amount) }
        try await opened.history.travel(to: 6)
        #expect(opened.counter.count == 21)
        let kept = try #require(opened.history.checkpoints.first { $0.prefix.actionCount == 6 })
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(kept.prefix == ActionLogPrefix.lines(descriptor, actions: 6))
        #expect(opened.history.checkpoints.contains { $0.prefix.actionCount == 4 })
    }
}
