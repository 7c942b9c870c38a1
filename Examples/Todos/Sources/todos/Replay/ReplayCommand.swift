import Foundation
import Onward
import OnwardInspector
import TodosCommands
import TodosCore

/// `todos replay LOG`: replays an action log into a new store in memory and reports the state.
///
/// The log is only read (no lock, no write), and so are the user's todos, which are not opened.
/// Standard output gets one summary line, or the state alone with `--print-state`; errors go to
/// standard error after `todos: `, a log's as `LOG:LINE: reason`, and exit with status 1. With
/// `--html FILE`, the replay is also written as an inspector page, whole or not at all.
@MainActor
enum ReplayCommand {
    /// Runs `todos replay`.
    ///
    /// - Returns: The exit status: 0, or 1 when the log, the expected state or the comparison fails.
    static func run(_ options: ReplayOptions, environment: [String: String], console: Console) async -> Int32 {
        do {
            try await replay(options, environment: environment, console: console)
            return TodosApp.Status.success
        } catch {
            console.note("todos: \(error.message)")
            return TodosApp.Status.failure
        }
    }

    /// Why a replay failed, as the line to print after `todos: `.
    private struct Failure: Error {
        let message: String
    }

    private static func replay(
        _ options: ReplayOptions,
        environment: [String: String],
        console: Console
    ) async throws(Failure) {
        let log = options.log
        let absolute = LogLocation.absolute(log, environment: environment)
        switch LogFiles.kind(of: absolute) {
        case .folder?:
            throw Failure(message: "\(log) is a folder, not an action log; scripts/replay replays a folder")
        case .deviceOrPipe?:
            throw Failure(message: "\(log) is not a regular file (a device or a pipe), so not an action log")
        case nil, .regular?: break
        }
        let expected = try options.expectState.map { file throws(Failure) in try expectedState(in: file) }
        OnwardContainer.readImports(relativeTo: (absolute as NSString).deletingLastPathComponent)
        let store = ToDoStore()
        if options.debug { store.dispatchObservers.add(DebugMiddleware<ToDoStore>()) }
        let registry = LogFormatOne.registry(forVersion: ActionLogFormat.version(ofLogAt: absolute))
        let replay: ActionLogReplay
        var inspection: Inspection?
        do {
            let replayer = ActionLogReplayer(registry: registry)
            if options.html != nil {
                let inspected = try await replayer.inspect(log, into: store, stoppingAfter: options.until)
                inspection = inspected
                replay = inspected.replay
            } else {
                replay = try await replayer.replay(log, into: store, stoppingAfter: options.until)
            }
        } catch {
            throw Failure(message: "\(error)")
        }
        if !replay.effectsRerun.isEmpty {
            console.warning(
                "\(log) is in log format version \(replay.formatVersion), which does not hold what effects did: "
                    + LogView.actions(numbered: replay.effectsRerun)
                    + " ran their effects again (an import read its file as it is now); "
                    + "open the log in todos once to upgrade it")
        }
        if let until = options.until, replay.actionsApplied < until {
            let actions = LogView.actions(replay.actionsApplied)
            throw Failure(message: "\(log) has \(actions); '--until' takes 0 to \(replay.actionsApplied), not \(until)")
        }
        switch options.printState {
        case .json: console.print(store.stateJSON)
        case .text:
            for line in ListView.lines(store.todos, filter: .all, style: console.output) { console.print(line) }
        case nil: console.print(summary(of: replay, log: log, store: store))
        }
        let difference = expected?.firstDifference(from: JSONValue.parse(store.stateJSON) ?? .null)
        if var inspection, let page = options.html {
            if let expected, let difference, let file = options.expectState {
                let action = await FirstDivergence.action(
                    differingAt: difference.path, expected: expected, log: log, registry: registry,
                    stoppingAfter: options.until)
                if let action, action <= inspection.actions.count {
                    inspection.mark = InspectionMark(
                        action: action, note: "the state differs from \(file) from here on: \(difference.message)")
                }
            }
            do {
                try InspectorPage(inspection).write(to: page)
            } catch {
                throw Failure(message: "cannot write the page \(page): \(error.reason)")
            }
        }
        guard let file = options.expectState else { return }
        if let difference {
            throw Failure(message: "\(log): the state differs from \(file): \(difference.message)")
        }
        if options.printState == nil { console.print("the state matches \(file)") }
    }

    /// The expected state in a file.
    private static func expectedState(in file: String) throws(Failure) -> JSONValue {
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = FileManager.default.fileExists(atPath: file) ? "cannot read it" : "no such file"
            throw Failure(message: "cannot read the expected state \(file): \(reason)")
        }
        guard let tree = JSONValue.parse(String(decoding: data, as: UTF8.self)) else {
            throw Failure(
                message: "the expected state \(file) is not JSON; save one with 'todos replay LOG --print-state json'")
        }
        return tree
    }

    /// `replayed 7 actions from todos.jsonl; 3 todos: 2 active, 1 done`.
    private static func summary(of replay: ActionLogReplay, log: String, store: ToDoStore) -> String {
        let undone = replay.undoneCount > 0 ? " (\(replay.undoneCount) more undone)" : ""
        let applied = LogView.actions(replay.actionsApplied)
        return "replayed \(applied) from \(log)\(undone); \(ListView.summary(store.todos))"
    }
}
