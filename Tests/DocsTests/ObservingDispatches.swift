import Onward
import OnwardInspector
import Testing

// The code of ObservingDispatches.md: a playlist watched by an observer of its own, by the debug
// middleware, and by dispatch statistics; an observer of the main-actor leaderboard of
// DeclaringAStore.md; and snapshots and diffs taken by hand.

struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
    var plays = 0
}

@Store(PlaylistInteractor.self)
final class Playlist {
    var songs: [Song] = []
    var nowPlaying: Int?
}

@Interactor
final class PlaylistInteractor {
    var add: Action<Playlist, String> {
        Action { title in
            Middleware { proxy in
                let song = Song(id: proxy.songs.count + 1, title: title)
                proxy.dispatch(\.songsMutator, proxy.songs + [song])
            }
        }
    }

    var play: Action<Playlist, Int> {
        Action { id in
            Reducer(get: \.songs, set: \.songs, \.nowPlaying) { songs in
                (songs.map { $0.id == id ? Song(id: id, title: $0.title, plays: $0.plays + 1) : $0 }, id)
            }
        }
    }
}

final class DispatchLog: DispatchObserver {
    private(set) var lines: [String] = []

    func willDispatch(_ event: DispatchEvent, to store: Playlist) {
        let indent = String(repeating: "  ", count: event.depth)
        lines.append(indent + event.name)
    }

    func didDispatch(_ event: DispatchEvent, to store: Playlist) {}
}

final class DispatchTimer: DispatchObserver {
    private var starts: [DispatchID: ContinuousClock.Instant] = [:]
    private(set) var durations: [String: Duration] = [:]

    func willDispatch(_ event: DispatchEvent, to store: Playlist) {
        starts[event.id] = .now
    }

    func didDispatch(_ event: DispatchEvent, to store: Playlist) {
        guard let start = starts.removeValue(forKey: event.id) else { return }
        durations[event.name, default: .zero] += .now - start
    }
}

@MainActor
final class ScoreLog: @MainActor DispatchObserver {
    private(set) var totals: [Int] = []

    func willDispatch(_ event: DispatchEvent, to store: Leaderboard) {}

    func didDispatch(_ event: DispatchEvent, to store: Leaderboard) {
        if event.depth == 0 { totals.append(store.points) }
    }
}

/// A clock that advances by a quarter of a millisecond at every reading, so durations print the
/// same on every run.
func steadyClock() -> TimeSource {
    var ticks = 0
    return TimeSource {
        ticks += 1
        return .microseconds(250 * ticks)
    }
}

@MainActor
@Suite struct ObservingDispatchesTests {
    @Test func anObserverSeesEveryDispatch() {
        let playlist = Playlist()
        let log = DispatchLog()
        playlist.dispatchObservers.add(log)
        playlist.dispatch(\.add, "Blue in Green")
        playlist.dispatch(\.play, 1)
        playlist.dispatchObservers.remove(log)
        playlist.dispatch(\.play, 1)  // not seen: the observer is gone
        let expected = """
            add
              songsMutator
            play
            """
        #expect(log.lines.joined(separator: "\n") == expected)
    }

    @Test func anObserverPairsTheTwoCallsById() {
        let playlist = Playlist()
        let timer = DispatchTimer()
        playlist.dispatchObservers.add(timer)
        playlist.dispatch(\.add, "So What")
        playlist.dispatch(\.play, 1)
        #expect(timer.durations.keys.sorted() == ["add", "play", "songsMutator"])
    }

    @Test func anObserverOfAMainActorStoreReadsItsState() async {
        let board = Leaderboard()
        let log = ScoreLog()
        board.dispatchObservers.add(log)
        board.dispatch(\.score, 3)
        await board.dispatch(\.reload)  // its middleware dispatches score, 1, at depth 1
        #expect(log.totals == [3, 4])
    }

    /// The line of `PlaylistInteractor.add`'s dispatch in this file, where the article has line 7.
    private func lineOfTheMiddlewaresDispatch() throws -> Int {
        let lines = try String(contentsOfFile: #filePath, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains("proxy.dispatch(\\.songsMutator") }) + 1
    }

    @Test func theDebugMiddlewareLogsActionsAndDiffs() throws {
        var text = ""
        let playlist = Playlist()
        let options = DebugOptions(output: DebugOutput { text += $0 }, color: .never, timeSource: steadyClock())
        playlist.dispatchObservers.add(DebugMiddleware<Playlist>(options: options))
        playlist.dispatch(\.add, "So What")
        playlist.dispatch(\.add, "Blue in Green")
        playlist.dispatch(\.play, 2)
        // The article shows its code in main.swift from line 1 and the interactor's middleware on
        // line 7 of PlaylistInteractor.swift; here they are in this file.
        let line = #line - 5
        let sites = [
            ("ObservingDispatches.swift:\(line)", "main.swift:5"),
            ("ObservingDispatches.swift:\(line + 1)", "main.swift:6"),
            ("ObservingDispatches.swift:\(line + 2)", "main.swift:7"),
            ("ObservingDispatches.swift:\(try lineOfTheMiddlewaresDispatch())", "PlaylistInteractor.swift:7"),
        ]
        let shown = sites.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        let expected = """
            ▸ add("So What")  750 µs  main.swift:5
              ▸ songsMutator([Song(id: 1, title: "So What", plays: 0)])  250 µs  PlaylistInteractor.swift:7
                songs[0]: added Song(id: 1, title: "So What", plays: 0)
              songs[0]: added Song(id: 1, title: "So What", plays: 0)
            ▸ add("Blue in Green")  750 µs  main.swift:6
              ▸ songsMutator([Song(id: 1, title: "So What", plays: 0), Song(id: 2, title: "Blue in Green", plays: 0)])  250 µs  PlaylistInteractor.swift:7
                songs[1]: added Song(id: 2, title: "Blue in Green", plays: 0)
              songs[1]: added Song(id: 2, title: "Blue in Green", plays: 0)
            ▸ play(2)  250 µs  main.swift:7
              songs[1].plays: 0 → 1
              nowPlaying: nil → 2
            """
        #expect(shown == expected + "\n")
    }

    @Test func onStandardError() async throws {
        let result = try await #require(
            processExitsWith: .success, observing: [\.standardErrorContent],
            performing: {
                let playlist = Playlist()
                playlist.dispatchObservers.add(DebugMiddleware<Playlist>())
                let quiet = DebugOptions(filter: .only("play"), actionsOnly: true)
                playlist.dispatchObservers.add(DebugMiddleware<Playlist>(options: quiet))
                playlist.dispatch(\.add, "So What")
                playlist.dispatch(\.play, 1)
            })
        let blocks = String(decoding: result.standardErrorContent, as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("▸") }.map {
                $0.split(separator: " ").prefix(2).joined(separator: " ")
            }
        // The first middleware shows both actions; the quiet one only `play`, without its diff.
        #expect(blocks == [#"▸ add("So"#, "▸ play(1)", "▸ play(1)"])
    }

    @Test func snapshotsAndDiffs() {
        let playlist = Playlist()
        playlist.dispatch(\.add, "So What")
        let before = StateCapture(of: playlist)
        playlist.dispatch(\.play, 1)
        let diff = StateDiff(from: before, to: StateCapture(of: playlist))
        let snapshot = StateSnapshot(of: playlist)
        let expected = """
            Playlist(songs: [Song(id: 1, title: "So What", plays: 1)], nowPlaying: 1)
            songs[0].plays: 0 → 1
            nowPlaying: nil → 1
            """
        #expect("\(snapshot)\n\(diff)" == expected)
        #expect(snapshot.canonicalHash == StateSnapshot(of: playlist).canonicalHash)
    }

    @Test func statistics() {
        let playlist = Playlist()
        let statistics = DispatchStatistics<Playlist>(timeSource: steadyClock())
        playlist.dispatchObservers.add(statistics)
        playlist.dispatch(\.add, "So What")
        playlist.dispatch(\.add, "Blue in Green")
        playlist.dispatch(\.play, 2)
        let expected = """
            action        count  nested    total  longest
            add               2       0  1.50 ms   750 µs
            songsMutator      2       2   500 µs   250 µs
            play              1       0   250 µs   250 µs
            """
        #expect(statistics.summary == expected)
        #expect(statistics.count(of: "songsMutator") == 2)
    }
}

/// The inspector's code in ObservingDispatches.md: a grocery list's log as one page.
@MainActor
@Suite struct InspectorArticleTests {
    @Test func aLogBecomesOnePage() async throws {
        let folder = try ScratchFolder()
        let log = folder.path + "/groceries.jsonl"
        let page = folder.path + "/report.html"
        let lines = [
            #"{"format":"onward-action-log","version":2,"store":"GroceryList"}"#,
            #"{"seq":1,"action":"add","args":["Milk"]}"#, #"{"seq":2,"action":"add","args":["<b>Bread</b>"]}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: log, atomically: true, encoding: .utf8)

        let replayer = ActionLogReplayer(registry: groceryActions)
        let inspection = try await replayer.inspect(log, into: GroceryList())
        try InspectorPage(inspection).write(to: page)  // page#2 opens at action 2

        #expect(inspection.actions.map(\.dispatch.call) == [#"add("Milk")"#, #"add("<b>Bread</b>")"#])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"\u003cb\u003eBread\u003c/b\u003e"#) && !html.contains("<b>"))
    }
}
