import Foundation
import Onward
import Testing

@testable import OnwardHistory

/// A state of many shapes through a real history: written to the snapshot when it closes, read
/// back from it when it opens again, equal to the state it was.
@Suite struct AtlasHistoryTests {
    @MainActor @Test func aStateOfManyShapesComesBackFromTheSnapshot() async throws {
        let folder = try Folder()
        let path = folder.file("a.jsonl")
        let written: Atlas.State
        do {
            let atlas = Atlas()
            let history = try await StoreHistory.open(path, recording: atlas, report: { _ in })
            for name in ["é", "K", "a\u{0}b"] {
                atlas.dispatch(\.add, name)
                atlas.dispatch(\.name, name)
            }
            written = atlas.state
            history.close()
        }
        #expect(written.routes.routes.count == 3)
        let snapshot = try #require(folder.read("a.jsonl.snapshot"))
        let stateLine = try #require(snapshot.split(separator: "\n").last)
        // The snapshot's state, as JSONDecoder reads it; StateDecoder hands it each Float and URL.
        #expect(try JSONDecoder().decode(Atlas.State.self, from: Data(stateLine.utf8)) == written)
        #expect(try StateDecoder.decode(Atlas.State.self, from: Data(stateLine.utf8)) == written)
        // Opening again restores it from the snapshot (two mutators) and replays nothing.
        let atlas = Atlas()
        let restoring = AtlasDispatchCounter()
        atlas.dispatchObservers.add(restoring)
        let history = try await StoreHistory.open(path, recording: atlas, report: { _ in })
        #expect(atlas.state == written)
        #expect(restoring.count == 2)
        history.close()
    }
}

/// Counts the top-level dispatches on an atlas.
final class AtlasDispatchCounter: DispatchObserver {
    var count = 0

    func willDispatch(_ event: DispatchEvent, to store: Atlas) {
        if event.depth == 0 { count += 1 }
    }

    func didDispatch(_ event: DispatchEvent, to store: Atlas) {}
}
