import Foundation
import TodosCommands
import TodosCore

/// The read–parse–perform loop of the REPL.
///
/// Each line is parsed into a ``Command``; a todo command is checked by the interactor
/// (`checkedTitle`, `checkedID`) before it is dispatched, so a refused one changes nothing and is
/// not logged.
/// Results go to standard output, errors to standard error after `error: `.
@MainActor
final class Session {
    /// The todo list; `:undo`, `:redo` and `:jump` change it in place by replaying the log.
    let store: ToDoStore
    /// The log of the session's actions, its history for `:undo`, `:redo`, `:jump` and `:log`.
    let journal: Journal
    /// Where lines come from.
    let reader: any LineReader
    /// Where results and errors go.
    let console: Console
    /// The process environment, for `~` in paths.
    let environment: [String: String]
    /// The debug output `:debug` controls.
    let debug: DebugSwitch

    /// How many lines failed; in scripting mode, a failure makes the exit status 1.
    private(set) var failures = 0
    /// The number of the line being run, from 1, for error messages in scripting mode.
    private var lineNumber = 0
    /// The first action undo may take back (``LogFormatOne/firstUndoable(inLogAt:)``): read once,
    /// since no command writes or drops the action that makes it 2.
    private(set) lazy var firstUndoable = LogFormatOne.firstUndoable(inLogAt: journal.path)

    /// Creates a session.
    init(
        store: ToDoStore,
        journal: Journal,
        reader: any LineReader,
        console: Console,
        environment: [String: String],
        debug: DebugSwitch
    ) {
        self.store = store
        self.journal = journal
        self.reader = reader
        self.console = console
        self.environment = environment
        self.debug = debug
    }

    /// Reads and runs lines until the input ends, `:quit`, or a signal that ends it (``Termination``)
    /// after the line running.
    ///
    /// - Returns: The exit status: 0, or 1 in scripting mode when a line failed.
    func run() async -> Int32 {
        while true {
            if reader.isInteractive { reader.updateIDs(store.todos.map(\.id)) }  // for completion
            if Termination.requested != nil { break }  // SIGTERM, SIGHUP, a script's SIGINT: the session ends here
            let line: String?
            do {
                line = try reader.readLine(prompt: "todos> ")
            } catch {
                switch error {
                case .tooLong(let maximum):
                    lineNumber += 1
                    fail("the line takes more than \(maximum >> 20) MiB, more than any command; it is skipped")
                    continue
                case .unreadable(let code):
                    failures += 1
                    console.note("todos: cannot read standard input: \(String(cString: strerror(code)))")
                }
                break
            }
            guard let line else { break }
            lineNumber += 1
            if await runLine(line) == .quit { break }
            console.flush()
        }
        console.flush()
        return failures > 0 && !reader.isInteractive ? 1 : 0
    }

    /// Whether to go on after a line.
    enum Outcome {
        /// Read the next line.
        case next
        /// Leave.
        case quit
    }

    /// Parses and runs one line, printing its result or its error.
    ///
    /// - Returns: Whether to go on.
    func runLine(_ line: String) async -> Outcome {
        let command: Command
        do {
            guard let parsed = try CommandParser.parse(line) else { return .next }
            command = parsed
        } catch {
            fail(error.description)
            return .next
        }
        if command == .quit { return .quit }
        let mark = journal.mark
        do {
            try await execute(command)
        } catch {
            fail(error.message)
        }
        noteDroppedActions(since: mark)
        journal.saveSnapshotIfDue()
        return .next
    }

    /// Prints an error and counts it.
    private func fail(_ message: String) {
        failures += 1
        console.error(reader.isInteractive ? message : "line \(lineNumber): \(message)")
    }
}
