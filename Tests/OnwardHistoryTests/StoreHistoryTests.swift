import Foundation
import Onward
import TestGate
import Testing

@Suite struct StoreHistoryTests {
    @Test func aReopenedLogGivesTheStateBackWithOrWithoutItsSnapshot() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 2)
            opened.counter.dispatch(\.note, "two")
            opened.counter.dispatch(\.add, 3)
            #expect(opened.history.actionCount == 3)
            opened.history.close()
        }
        #expect(folder.names == ["c.jsonl", "c.jsonl.snapshot"])
        #expect(folder.read("c.jsonl.snapshot")?.hasPrefix(#"{"format":"onward-snapshot""#) == true)
        // From the snapshot, opening restores the state (two mutators) and replays nothing.
        let restoring = DispatchCounter()
        let withSnapshot = try await Opened(folder.file("c.jsonl"), counting: restoring)
        #expect(withSnapshot.counter.state == Counter.State(count: 5, notes: ["two"]))
        #expect(restoring.count == 2)
        withSnapshot.history.close()
        try FileManager.default.removeItem(atPath: folder.file("c.jsonl.snapshot"))
        let replaying = DispatchCounter()
        let replayed = try await Opened(folder.file("c.jsonl"), counting: replaying)
        #expect(replayed.counter.state == Counter.State(count: 5, notes: ["two"]))
        #expect(replaying.count == 3)
        #expect(replayed.notices.isEmpty)
    }

    @Test func undoAndRedoChangeTheStoreInPlaceAndLastAcrossOpenings() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            for amount in 1...4 { opened.counter.dispatch(\.add, amount) }
            try await opened.history.travel(to: 2)
            #expect(opened.counter.count == 3)
            #expect(opened.history.undoneCount == 2)
            try await opened.history.travel(to: 3)
            #expect(opened.counter.count == 6)
        }
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 6)
        #expect(reopened.history.position == 3)
        #expect(reopened.history.actionCount == 4)
        let mark = reopened.history.mark
        reopened.counter.dispatch(\.add, 10)
        #expect(reopened.history.droppedActions(since: mark) == 4...4)
        await #expect(throws: HistoryError.noSuchAction(9, count: 4)) { try await reopened.history.travel(to: 9) }
    }

    /// A snapshot written where an undo landed, with no checkpoint there, holds the state of the
    /// actions in effect, not of all of them: a redo to the end replays the undone actions instead
    /// of taking it for the state after them.
    @Test func aRedoAfterASnapshotWrittenWhereAnUndoLandedReachesTheLastAction() async throws {
        let folder = try Folder()
        try await Opened.addOneToFour(in: folder, thenTravelTo: 2)
        // Without the snapshot, opening replays to the position, and writes a snapshot at once.
        try FileManager.default.removeItem(atPath: folder.file("c.jsonl.snapshot"))
        let dispatches = DispatchCounter()
        let reopened = try await Opened(
            folder.file("c.jsonl"), options: HistoryOptions(snapshotInterval: 2), counting: dispatches)
        #expect(reopened.counter.count == 3)
        dispatches.count = 0
        try await reopened.history.travel(to: 4)
        #expect(reopened.counter.count == 10)
        #expect(dispatches.count == 4, "from the state where the undo landed: two mutators, then actions 3 and 4")
        try await reopened.history.travel(to: 3)
        #expect(reopened.counter.count == 6)
    }

    /// A snapshot whose counts were edited by hand (its checksums do not cover them) is passed
    /// over for a replay of the log: a move never trusts a count the log does not say.
    @Test func aSnapshotWhoseCountsDoNotMatchTheLogIsPassedOver() async throws {
        let folder = try Folder()
        try await Opened.addOneToFour(in: folder, thenTravelTo: 2)
        let snapshot = try #require(folder.read("c.jsonl.snapshot"))
        let edited = snapshot.replacingOccurrences(
            of: #"("journal":\{"actions":4,"bytes":[0-9]+,"checksum":"[0-9a-f]+","position":)2"#, with: "$14",
            options: .regularExpression)
        try #require(edited != snapshot)
        folder.write("c.jsonl.snapshot", edited)
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 3)
        #expect(reopened.history.position == 2)
        try await reopened.history.travel(to: 4)
        #expect(reopened.counter.count == 10)
    }

    /// An undo then a new action can leave the log the size and the counts it had when its
    /// snapshot was taken, with other bytes: closing still writes a new snapshot, so the next
    /// opening restores it instead of replaying the whole log.
    @Test func aNewActionAfterAnUndoGetsANewSnapshotWhenTheLogKeepsItsSize() async throws {
        let folder = try Folder()
        try await Opened.addOneToFour(in: folder)
        do {
            let reopened = try await Opened(folder.file("c.jsonl"))
            let size = try FileManager.default.attributesOfItem(atPath: folder.file("c.jsonl"))[.size] as? Int
            try await reopened.history.travel(to: 3)
            reopened.counter.dispatch(\.add, 5)
            #expect(try FileManager.default.attributesOfItem(atPath: folder.file("c.jsonl"))[.size] as? Int == size)
            reopened.history.close()
        }
        let restoring = DispatchCounter()
        let last = try await Opened(folder.file("c.jsonl"), counting: restoring)
        #expect(last.counter.count == 11)
        #expect(restoring.count == 2, "the two mutators that restore the snapshot, and no replay")
    }

    /// The same with both counts edited and an editor's empty line after the log, so that the
    /// lines after the snapshot's part are replayed: the log's own counts decide.
    @Test func aSnapshotWhoseCountsAreBothEditedGivesNoCheckpoint() async throws {
        let folder = try Folder()
        try await Opened.addOneToFour(in: folder)
        let snapshot = try #require(folder.read("c.jsonl.snapshot"))
        let edited = snapshot.replacingOccurrences(
            of: #""journal":\{"actions":4,("bytes":[0-9]+,"checksum":"[0-9a-f]+"),"position":4"#,
            with: #""journal":{"actions":3,$1,"position":3"#, options: .regularExpression)
        try #require(edited != snapshot)
        folder.write("c.jsonl.snapshot", edited)
        folder.write("c.jsonl", try #require(folder.read("c.jsonl")) + "\n")
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 10)
        #expect(reopened.history.actionCount == 4)
        try await reopened.history.travel(to: 3)
        #expect(reopened.counter.count == 6)
    }

    /// A snapshot whose bytes are the whole log but whose counts are fewer, as one written over a
    /// line another program appended during a session was, holds a state without that line:
    /// opening replays the log instead of restoring it.
    @Test func aSnapshotWhoseCountsAreFewerThanItsBytesHoldGivesWayToAReplay() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            for amount in 1...2 { opened.counter.dispatch(\.add, amount) }
            opened.history.close()
        }
        folder.write("c.jsonl", try #require(folder.read("c.jsonl")) + #"{"seq":3,"action":"add","args":[4]}"# + "\n")
        let log = Data(try #require(folder.read("c.jsonl")).utf8)
        let snapshot = try #require(folder.read("c.jsonl.snapshot"))
        let edited = snapshot.replacingOccurrences(
            of: #""journal":\{"actions":2,"bytes":[0-9]+,"checksum":"[0-9a-f]+""#,
            with: #""journal":{"actions":2,"bytes":\#(log.count),"checksum":"\#(LogChecksum.of(log))""#,
            options: .regularExpression)
        try #require(edited != snapshot)
        folder.write("c.jsonl.snapshot", edited)
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 7)
        #expect(reopened.history.actionCount == 3)
        try await reopened.history.travel(to: 2)
        #expect(reopened.counter.count == 3)
    }

    /// The same for the snapshot's earlier checkpoint, which a move uses only if the log's lines
    /// say its count: its action count edited from 3 to 5, a move to 5 would take the state after
    /// 3 for the state after 5.
    @Test func anEarlierCheckpointWhoseCountWasEditedIsNotUsed() async throws {
        let folder = try Folder()
        for amounts in [1...3, 4...6] {
            let opened = try await Opened(folder.file("c.jsonl"))
            for amount in amounts { opened.counter.dispatch(\.add, amount) }
            opened.history.close()
        }
        let snapshot = try #require(folder.read("c.jsonl.snapshot"))
        let edited = snapshot.replacingOccurrences(
            of: #""earlier":\{"journal":\{"actions":3,("bytes":[0-9]+,"checksum":"[0-9a-f]+"),"position":3"#,
            with: #""earlier":{"journal":{"actions":5,$1,"position":5"#, options: .regularExpression)
        try #require(edited != snapshot)
        folder.write("c.jsonl.snapshot", edited)
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 21)
        try await reopened.history.travel(to: 5)
        #expect(reopened.counter.count == 15)
        try await reopened.history.travel(to: 3)
        #expect(reopened.counter.count == 6)
    }

    /// A move or a recording asked for while an action runs is refused: the action's line, with its
    /// effects, would follow the move's position line (a move undid its change in the store, the log
    /// replayed to it) or miss the recording's copy.
    @MainActor @Test func aMoveOrARecordingWhileAnActionRunsIsRefused() async throws {
        let folder = try Folder()
        let gate = Gate()
        let counter = Counter()
        let history = try await StoreHistory.open(
            folder.file("c.jsonl"), recording: counter,
            registry: ActionRegistry<Counter>.storeActions().register(
                CounterInteractor.setThenWait(at: gate), as: "setThenWait"))
        counter.dispatch(\.add, 10)
        counter.dispatch(\.add, 1)
        let running = Task { await counter.dispatch(CounterInteractor.setThenWait(at: gate), 100) }
        await gate.reached()
        await #expect(throws: HistoryError.actionRunning("setThenWait")) { try await history.travel(to: 1) }
        #expect(throws: HistoryError.actionRunning("setThenWait")) {
            try history.startRecording(to: folder.file("r.jsonl"))
        }
        #expect(counter.count == 100)
        #expect(history.position == 2)
        gate.open()
        await running.value
        // Once it has finished, its line is the log's third, and a move is made.
        #expect(history.actionCount == 3)
        try await history.travel(to: 1)
        #expect(counter.count == 10)
        try await history.travel(to: 3)
        #expect(counter.count == 100)
    }

    /// A snapshot holds only what the log does: one taken while an action is still running, its
    /// change in the store but its line not yet in the log, is not taken.
    @MainActor @Test func aHistoryClosedWhileAnActionRunsKeepsNoSnapshotOfItsChange() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 1)
            let gate = Gate()
            let running = Task { await opened.counter.dispatch(CounterInteractor.setThenWait(at: gate), 100) }
            await gate.reached()
            #expect(opened.counter.count == 100)
            opened.history.close()
            gate.open()
            await running.value
        }
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 1)
    }

    /// Every entry point of a history is `async`, so no synchronous overload can be picked that
    /// would fail at run time on a log holding an asynchronous action (issue 29, item 3).
    @Test func aLogHoldingAnAsynchronousActionOpensThroughTheOneEntryPoint() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            await opened.counter.dispatch(\.addLater, 4)
            opened.counter.dispatch(\.add, 1)
            try await opened.history.travel(to: 1)
            #expect(opened.counter.count == 4)
            try await opened.history.travel(to: 2)
            opened.history.close()
        }
        try FileManager.default.removeItem(atPath: folder.file("c.jsonl.snapshot"))
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 5)
        #expect(reopened.notices.isEmpty)
    }

    /// A new recorder on a log a history holds is refused, and the log left as it is: it used to
    /// empty the log first, losing every saved action, whatever process held it.
    @Test func aRecorderOnALogAHistoryHoldsIsRefusedAndEmptiesNothing() async throws {
        let folder = try Folder()
        let opened = try await Opened(folder.file("c.jsonl"))
        opened.counter.dispatch(\.add, 1)
        opened.counter.dispatch(\.add, 2)
        let saved = folder.read("c.jsonl")
        #expect(throws: ActionLogError.self) {
            _ = try ActionLogRecorder<Counter>(path: folder.file("c.jsonl"), registry: .storeActions())
        }
        #expect(folder.read("c.jsonl") == saved)
        opened.counter.dispatch(\.add, 3)
        #expect(opened.history.actionCount == 3)
        opened.history.close()
        // Once the history has let go, a recorder may start the file anew.
        let recorder = try ActionLogRecorder<Counter>(path: folder.file("c.jsonl"), registry: .storeActions())
        recorder.close()
        #expect(folder.read("c.jsonl")?.split(separator: "\n").count == 1)
    }

    /// An action the registry does not hold stops saving, as a failed write does: the log keeps
    /// the actions before it and opens again (its `unrecorded` line used to stop every later
    /// opening, and the actions after it were written all the same).
    @Test func anActionTheRegistryLacksStopsSavingAndTheLogStillOpens() async throws {
        let folder = try Folder()
        let counter = Counter()
        var notices: [HistoryNotice] = []
        let history = try await StoreHistory.open(
            folder.file("c.jsonl"), recording: counter,
            registry: ActionRegistry<Counter>.storeActions().removing("note"),
            report: { notices.append($0) })
        counter.dispatch(\.add, 1)
        counter.dispatch(\.note, "not registered")
        counter.dispatch(\.add, 2)
        #expect(counter.count == 3, "the session goes on in memory")
        guard case .stoppedSaving(let issue)? = notices.first else {
            Issue.record("no stop was reported: \(notices)")
            return
        }
        #expect(issue.action == "note" && issue.reason == "not registered in ActionRegistry<Counter>")
        #expect(
            "\(issue)" == folder.file("c.jsonl")
                + #":3: could not record "note": not registered in ActionRegistry<Counter>; recording stopped"#)
        #expect(notices.count == 1)
        history.close()
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.state == Counter.State(count: 1, notes: []))
        #expect(reopened.history.actionCount == 1)
    }

    /// An action whose line is longer than the log's readers read stops saving, as one that cannot
    /// be recorded does: written, it would have stopped every later opening at that line.
    @Test func anActionWhoseLineIsTooLongToReadBackStopsSavingAndTheLogStillOpens() async throws {
        let folder = try Folder()
        let counter = Counter()
        var notices: [HistoryNotice] = []
        let history = try await StoreHistory.open(folder.file("c.jsonl"), recording: counter) { notices.append($0) }
        history.maximumLineLength = 200
        counter.dispatch(\.add, 1)
        counter.dispatch(\.note, String(repeating: "n", count: 200))
        counter.dispatch(\.add, 2)
        #expect(counter.count == 3, "the session goes on in memory")
        guard case .stoppedSaving(let issue)? = notices.first else {
            Issue.record("no stop was reported: \(notices)")
            return
        }
        #expect(
            issue.reason
                == "its line takes 237 bytes, more than the 200 bytes a log's line may, so the log could not be opened again"
        )
        #expect(notices.count == 1)
        history.close()
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.state == Counter.State(count: 1, notes: []))
    }

    /// A recording is refused at the snapshot's path, and at its temporary file's, but not at a
    /// name that only starts with it (that used to be refused too).
    @Test func aRecordingIsRefusedAtTheSnapshotsPathOnly() async throws {
        let folder = try Folder()
        let opened = try await Opened(folder.file("c.jsonl"))
        for name in ["c.jsonl.snapshot", "c.jsonl.snapshot.tmp"] {
            #expect(throws: HistoryError.recordingOverSnapshot(folder.file(name), log: folder.file("c.jsonl"))) {
                try opened.history.startRecording(to: folder.file(name))
            }
        }
        try opened.history.startRecording(to: folder.file("c.jsonl.snapshots-old.jsonl"))
        opened.counter.dispatch(\.add, 1)
        #expect(try opened.history.stopRecording().actionCount == 1)
    }

    /// A device, a pipe or a folder is refused as a log (`/dev/null` used to be taken, and every
    /// action said saved).
    @Test func aLogThatIsNotARegularFileIsRefused() async throws {
        let folder = try Folder()
        #expect(mkfifo(folder.file("pipe"), 0o600) == 0)
        let refusals = [
            ("/dev/null", "it is not a regular file (a device or a pipe)"),
            (folder.file("pipe"), "it is not a regular file (a device or a pipe)"), (folder.path, "it is a folder"),
        ]
        for (path, reason) in refusals {
            await #expect(throws: HistoryOpenError.unusable(path: path, reason: reason)) {
                _ = try await StoreHistory.open(path, recording: Counter(), report: { _ in })
            }
        }
        // Two links to each other: refused, and both left (the one named used to be deleted).
        #expect(symlink("b.jsonl", folder.file("a.jsonl")) == 0 && symlink("a.jsonl", folder.file("b.jsonl")) == 0)
        await #expect(throws: HistoryOpenError.self) {
            _ = try await StoreHistory.open(folder.file("a.jsonl"), recording: Counter(), report: { _ in })
        }
        #expect(folder.names == ["a.jsonl", "b.jsonl", "pipe"])
    }

    /// A history's errors read as sentences, not as the cases' names.
    @Test func aHistorysErrorsReadAsSentences() async throws {
        let folder = try Folder()
        let opened = try await Opened(folder.file("c.jsonl"))
        opened.counter.dispatch(\.add, 1)
        do {
            try await opened.history.travel(to: 5)
            Issue.record("the move to 5 was made")
        } catch {
            #expect("\(error)" == "there is no action 5: the log has 1 action")
        }
        #expect("\(HistoryError.notRecording)" == "not recording")
    }

    /// A store a history loaded before is refused, closed or not: a history takes the state it is
    /// opened on for the state before the log's first action, and the first one's last state used
    /// to become it, shown at `travel(to: 0)` and written into the snapshot for every later opening.
    @Test func aStoreAHistoryLoadedBeforeIsRefusedAndTheLogKeepsItsState() async throws {
        let folder = try Folder()
        let counter = Counter()
        let history = try await StoreHistory.open(folder.file("c.jsonl"), recording: counter, report: { _ in })
        for amount in 1...3 { counter.dispatch(\.add, amount) }
        history.close()
        await #expect(
            throws: HistoryOpenError.unusable(
                path: folder.file("c.jsonl"),
                reason: "its store was loaded by a history before, so it is not in its initial state; "
                    + "open the history on a new store")
        ) { _ = try await StoreHistory.open(folder.file("c.jsonl"), recording: counter, report: { _ in }) }
        let reopened = try await Opened(folder.file("c.jsonl"))
        #expect(reopened.counter.count == 6)
        try await reopened.history.travel(to: 0)
        #expect(reopened.counter.count == 0)
    }

    @Test func aSecondHistoryOnTheSameFileIsRefusedWhateverPathReachesIt() async throws {
        let folder = try Folder()
        let first = try await Opened(folder.file("c.jsonl"))
        try FileManager.default.linkItem(atPath: folder.file("c.jsonl"), toPath: folder.file("hard.jsonl"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("soft.jsonl"), withDestinationPath: "c.jsonl")
        for name in ["c.jsonl", "hard.jsonl", "soft.jsonl"] {
            do {
                _ = try await Opened(folder.file(name))
                Issue.record("\(name) was opened a second time")
            } catch {
                guard case .locked(_, let pid) = error else { throw error }
                #expect(pid == getpid())
                #expect("\(error)".hasPrefix("another history of this process is using "))
            }
        }
        first.counter.dispatch(\.add, 1)
        #expect(first.history.actionCount == 1)
    }

    @Test func aTornLastLineIsKeptInACopyAndCutOff() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 7)
        }
        let whole = try #require(folder.read("c.jsonl"))
        folder.write("c.jsonl", whole + #"{"seq":2,"action":"ad"#)
        let opened = try await Opened(folder.file("c.jsonl"))
        #expect(opened.counter.count == 7)
        guard case .tornLineCut(let error, let backup?) = opened.notices.first else {
            Issue.record("no torn line reported: \(opened.notices)")
            return
        }
        #expect(error.actionsApplied == 1)
        #expect(folder.read("c.jsonl") == whole)
        #expect(
            FileManager.default.contents(atPath: backup).map { String(decoding: $0, as: UTF8.self) }
                == whole + #"{"seq":2,"action":"ad"#)
    }

    @Test func aReadOnlyLogIsLoadedLeftAsItIsAndTheHistoryGoesOnInMemory() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 1)
            opened.history.close()
        }
        try FileManager.default.removeItem(atPath: folder.file("c.jsonl.snapshot"))
        chmod(folder.file("c.jsonl"), 0o444)
        let before = folder.read("c.jsonl")
        let opened = try await Opened(folder.file("c.jsonl"))
        #expect(opened.counter.count == 1)
        guard case .goesOnInMemory(_, let reason) = opened.notices.first else {
            Issue.record("no notice: \(opened.notices)")
            return
        }
        #expect(reason == "it is read-only")
        #expect(opened.history.standsInForUnwritableLog && opened.history.isScratch)
        opened.counter.dispatch(\.add, 5)
        try await opened.history.travel(to: 1)
        #expect(opened.counter.count == 1)
        opened.history.close()
        #expect(folder.read("c.jsonl") == before)
        #expect(folder.names == ["c.jsonl"])
    }

    @Test func theStoresActionsAreItsInteractorsAndItsMutatorsUnderTheNamesTheMacrosWrote() {
        #expect(
            ActionRegistry<Counter>.storeActions().actionNames(for: Counter())
                == [
                    "add", "addLater", "bump", "countMutator", "default", "halve", "note", "notesMutator", "other",
                    "reset",
                    #"say "one" \ add"#, "special2", "twice",
                ])
    }

    @Test func aMutatorAMiddlewareDispatchesIsRecordedAndReplayed() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 5)
            opened.counter.dispatch(\.reset)
            opened.counter.dispatch(\.add, 2)
            #expect(opened.notices.isEmpty)
        }
        #expect(folder.read("c.jsonl")?.contains(#""effects":[[{"action":"countMutator","args":[0]}]]"#) == true)
        let replayed = try await Opened(folder.file("c.jsonl"))
        #expect(replayed.counter.count == 2)
    }

    @Test func movesInTheScratchCopyOfAReadOnlyLogReadTheCopyNotTheLog() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            for note in ["A", "B", "C"] { opened.counter.dispatch(\.note, note) }
        }
        chmod(folder.file("c.jsonl"), 0o444)
        let opened = try await Opened(folder.file("c.jsonl"))
        try await opened.history.travel(to: 1)
        opened.counter.dispatch(\.note, "Xylophone")
        try await opened.history.travel(to: 1)
        try await opened.history.travel(to: 2)
        #expect(opened.counter.notes == ["A", "Xylophone"])
        #expect(opened.history.savedEverything == false && opened.history.stopReason == nil)
    }

    @Test func anActionIsRecordedUnderTheNameItsActionGivesLiteralOrNot() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.add, 5)
            opened.counter.dispatch(\.double)
            opened.counter.dispatch(\.increment)
            opened.counter.dispatch(\.half)
            #expect(opened.counter.count == 5)
            #expect(opened.notices.isEmpty)
        }
        let log = try #require(folder.read("c.jsonl"))
        #expect(log.contains(#""action":"twice""#) && log.contains(#""action":"halve""#))
        #expect(log.contains(#""action":"say \"one\" \\ add""#))
        #expect(folder.names == ["c.jsonl"])  // no snapshot: opening replays every line
        #expect(try await Opened(folder.file("c.jsonl")).counter.count == 5)  // 6 or 11 if one were skipped
    }

    @Test func actionsWhoseNamesTheMacroCannotReadAreRecordedUnderTheirOwn() async throws {
        let folder = try Folder()
        do {
            let opened = try await Opened(folder.file("c.jsonl"))
            opened.counter.dispatch(\.special)
            opened.counter.dispatch(\.twice)
            opened.counter.dispatch(\.multi)
            opened.counter.dispatch(\.default)
            opened.counter.dispatch(\.multi)
            #expect(opened.notices.isEmpty)
        }
        let actions = try #require(folder.read("c.jsonl")).split(separator: "\n").dropFirst()
            .map { $0.split(separator: ",")[1] }
        #expect(
            actions == [
                #""action":"special2""#, #""action":"other""#, #""action":"bump""#, #""action":"default""#,
                #""action":"bump""#,
            ])
        #expect(try await Opened(folder.file("c.jsonl")).counter.count == 5)
    }

    @Test func aHistoryInMemoryUndoesAndLeavesNoFile() async throws {
        let counter = Counter()
        var history: StoreHistory<Counter>? = try await StoreHistory.inMemory(
            recording: counter, registry: .interactorActions())
        let scratch = try #require(history?.path)
        counter.dispatch(\.add, 4)
        counter.dispatch(\.add, 5)
        try await history?.travel(to: 0)
        #expect(counter.count == 0)
        try await history?.travel(to: 2)
        #expect(counter.count == 9)
        #expect(FileManager.default.fileExists(atPath: scratch))
        history = nil
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }
}
