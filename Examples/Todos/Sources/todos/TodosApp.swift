@preconcurrency import Foundation
import Onward
import OnwardDebug
import TodosCommands
import TodosCore

/// The `todos` program: reads its options, opens the log, and runs the session.
@MainActor
enum TodosApp {
    /// Exit statuses.
    enum Status {
        /// Success, and leaving with Ctrl-D or `:quit`.
        static let success: Int32 = 0
        /// A failure: a line of a script failed, or the log could not be used.
        static let failure: Int32 = 1
        /// A usage error in the command line.
        static let usage: Int32 = 2
    }

    /// Runs `todos`.
    ///
    /// - Parameter arguments: The command-line arguments after the program name.
    /// - Returns: The exit status.
    static func run(arguments: [String]) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let console = Console(environment: environment)
        if let problem = UndecodableText.problem() {
            console.note("todos: \(problem)")
            return Status.usage
        }
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            console.note("todos: \(error)")
            console.note("usage: \(error.synopsis) ('todos --help' shows more)")
            return Status.usage
        }
        switch options {
        case .help:
            fputs(Usage.help, stdout)
            return Status.success
        case .version:
            console.print("todos \(Usage.version)")
            return Status.success
        case .expand(let targets):
            do {
                let output = try MacroExpansion.expand(targets, style: console.output)
                for line in output.lines { console.print(line) }
                return output.errorCount == 0 ? Status.success : Status.failure
            } catch {
                console.note("todos: \(error)")
                return Status.failure
            }
        case .replay(let replay):
            return await ReplayCommand.run(replay, environment: environment, console: console)
        case .run(let storage):
            return await run(storage: storage, environment: environment, console: console)
        }
    }

    /// The exit status once what `todos` printed is written: 1, said on standard error, when it
    /// could not all be (a full disk, a closed file), so that a script does not take a cut-off
    /// output for a whole one.
    static func outputWritten(_ status: Int32) -> Int32 {
        guard let reason = Console.flushOutput() else { return status }
        FileHandle.standardError.write(Data("todos: cannot write standard output: \(reason)\n".utf8))
        return Status.failure
    }

    /// The line-editing history file of a session at a terminal, unless it is the log itself (a
    /// `--file` naming it): each line typed was written into the log, which stopped the session's
    /// saving as another program's line and made the log unreadable. `nil` keeps no history file.
    private static func historyFile(
        for storage: Options.Storage, environment: [String: String], console: Console
    ) -> String? {
        guard storage != .memory else { return nil }
        let history = LogLocation.history(environment: environment)
        guard let log = try? LogFile.path(for: storage, environment: environment),
            let identity = FileIdentity(path: history), identity == FileIdentity(path: log)
        else { return history }
        console.warning(
            "\(LogLocation.display(log, environment: environment)) is where todos keeps the lines you type; "
                + "this session keeps none there, so that they are not written into the log")
        return nil
    }

    /// Opens the storage and runs the session.
    private static func run(storage: Options.Storage, environment: [String: String], console: Console) async -> Int32 {
        let store = ToDoStore()
        let journal: Journal
        do {
            journal = try await Journal.open(storage, into: store, environment: environment, console: console)
        } catch {
            console.note("todos: \(error)")
            return Status.failure
        }
        let interactive = isatty(STDIN_FILENO) == 1
        let reader: any LineReader
        if interactive {
            let history = historyFile(for: storage, environment: environment, console: console)
            reader = ReadlineReader(historyPath: history, promptOnStandardError: isatty(STDOUT_FILENO) != 1)
            console.print(greeting(store: store, journal: journal, environment: environment, style: console.output))
        } else {
            reader = PipeReader()
        }
        let session = Session(
            store: store,
            journal: journal,
            reader: reader,
            console: console,
            environment: environment,
            debug: DebugSwitch(store: store)
        )
        Termination.install(interactive: interactive)
        let status = await session.run()
        Termination.sessionEnds()
        let signal = Termination.requested
        if let signal { console.note("todos: \(Termination.name(of: signal)) ended the session") }
        journal.close()
        UnsavedTodos.keep(store, of: journal, console: console)
        // `main` ends the process by the signal; its status, 128 plus the signal, is for when it cannot.
        if let signal { return 128 + signal }
        // A script whose changes could not all be saved fails, as one with a failed line does.
        return status == Status.success && !interactive && !journal.savedEverything ? Status.failure : status
    }

    /// The line shown when a person starts `todos` on a terminal.
    private static func greeting(
        store: ToDoStore,
        journal: Journal,
        environment: [String: String],
        style: TerminalStyle
    ) -> String {
        let todos = ListView.count(store.todos)
        let place =
            journal.isScratch
            ? "in memory, saving nothing" : "in " + LogLocation.display(journal.path, environment: environment)
        return style.bold("todos \(Usage.version)") + style.dim(": \(todos) \(place); ':help' lists commands")
    }
}
