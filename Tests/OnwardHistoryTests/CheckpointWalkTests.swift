import Foundation
import Onward
import Testing

@testable import OnwardHistory

/// Seeded walks of adds, undos, redos, jumps, touches and reopenings: after every step the store
/// holds the state of the actions in effect, every checkpoint a move may start from holds the
/// state of its actions, and the log alone replays to the store's state.
@Suite struct CheckpointWalkTests {
    /// A small generator with a fixed seed, so that a walk is the same on every run.
    struct Seeded {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: 1...12)
    func everyCheckpointAMoveMayStartFromHoldsTheStateOfItsActions(seed: Int) async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        var random = Seeded(state: UInt64(seed))
        var amounts: [Int] = []  // every action in the log, in effect or not
        var position = 0
        var opened = try await Opened(path, options: HistoryOptions(snapshotInterval: 3))
        func expected(_ actions: Int) -> Int { amounts.prefix(actions).reduce(0, +) }
        for _ in 0..<40 {
            switch random.next(7) {
            case 0, 1:
                let amount = 1 + random.next(9)
                amounts = Array(amounts.prefix(position)) + [amount]
                position = amounts.count
                opened.counter.dispatch(\.add, amount)
            case 2 where position > 0:
                position -= 1
                try await opened.history.travel(to: position)
            case 3 where position < amounts.count:
                position += 1
                try await opened.history.travel(to: position)
            case 4:
                position = random.next(amounts.count + 1)
                try await opened.history.travel(to: position)
            case 5:
                TimeOfChangeTests.touchAMinuteBack(path)
            case 6:
                opened.history.close()
                if random.next(3) == 0 { try? FileManager.default.removeItem(atPath: path + ".snapshot") }
                opened = try await Opened(path, options: HistoryOptions(snapshotInterval: 3))
            default:
                continue
            }
            #expect(opened.counter.count == expected(position))
            #expect(opened.notices.map { "\($0)" } == [])
            let descriptor = open(path, O_RDONLY)
            for checkpoint in opened.history.checkpoints where checkpoint.isUsable(in: descriptor) {
                #expect(checkpoint.state?.count == expected(checkpoint.prefix.actionCount))
            }
            close(descriptor)
        }
        #expect(opened.history.savedEverything)
        opened.history.close()
        try? FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = try await Opened(path)
        #expect(reopened.counter.count == expected(position))
        reopened.history.close()
    }
}
