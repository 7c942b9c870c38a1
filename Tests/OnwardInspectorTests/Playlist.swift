import Foundation
import Onward
import OnwardInspector

/// A store that is not the Todos one: a playlist, whose `clear` empties it through a middleware.
@Store(PlaylistInteractor.self)
final class Playlist {
    var tracks: [String] = []
    var playing: Int?
}

@Interactor
final class PlaylistInteractor {
    var add: Action<Playlist, String> {
        Action { title in
            Reducer(get: \.tracks, set: \.tracks) { $0 + [title] }
        }
    }

    var play: Action<Playlist, Int> {
        Action { index in
            Reducer(get: \.playing, set: \.playing) { _ in index }
        }
    }

    /// Empties the list by dispatching the store's mutators: nested dispatches.
    var clear: Action<Playlist> {
        Action {
            Middleware { proxy in
                proxy.dispatch(\.playingMutator, nil)
                proxy.dispatch(\.tracksMutator, [])
            }
        }
    }
}

/// A playlist's log: three adds (one title is markup, one holds an escape), a play, a clear with
/// its recorded effects, and an add.
enum PlaylistLog {
    static let text = """
        {"format":"onward-action-log","version":2,"store":"Playlist"}
        {"seq":1,"action":"add","args":["Intro"]}
        {"seq":2,"action":"add","args":["<img src=x onerror=alert(1)>"]}
        {"seq":3,"action":"add","args":["Esc \\u001b[31m"]}
        {"seq":4,"action":"play","args":[1]}
        {"seq":5,"action":"clear","args":[],"effects":[[{"action":"playingMutator","args":[null]},\
        {"action":"tracksMutator","args":[[]]}]]}
        {"seq":6,"action":"add","args":["Outro"]}

        """

    /// Writes the log into a new folder and replays it into an inspection, with durations of 1 µs
    /// per reading of the clock.
    static func inspect(
        _ text: String = text, options: InspectionOptions = InspectionOptions()
    ) async throws -> (Inspection, Folder) {
        let folder = try Folder()
        folder.write("playlist.jsonl", text)
        var options = options
        var ticks: Int64 = 0
        options.timeSource = TimeSource {
            ticks += 1
            return .microseconds(ticks)
        }
        let replayer = ActionLogReplayer(registry: ActionRegistry<Playlist>.storeActions())
        let inspection = try await replayer.inspect(folder.file("playlist.jsonl"), into: Playlist(), options: options)
        return (inspection, folder)
    }
}

/// A folder of its own for each test, removed when the test ends.
final class Folder: @unchecked Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("onward-inspector-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8))
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}
