import Foundation
import Onward

@testable import TodosCore

/// libFuzzer's entry point: one input is the text of an action log after its header line.
///
/// An input that itself starts with `{"format"` is taken as the whole log, header included, so
/// the header is fuzzed too, and with it a version 1 log, which `todos` upgrades at start-up. The
/// log is replayed into a `ToDoStore` with the actions `todos` reads in a log of its version
/// (``LogFormatOne/registry(forVersion:)``, with `replaceAll`), as `todos` replays or upgrades its
/// log at start-up, while a recorder records what was replayed, and the recording is replayed in
/// turn with today's actions;
/// besides crashing, hanging and leaking, breaking any promise in ``ActionLogProperties`` stops
/// the run with the input that broke it.
/// - Parameters:
///   - bytes: The input.
///   - count: Its length.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActionLogLine(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    InlineExecutor.run { await ActionLogProperties.check(input) }
    return 0
}

/// Runs asynchronous code to its end on the calling thread.
///
/// The replay is asynchronous, but libFuzzer calls the target synchronously and checks after each
/// input that everything allocated for it was freed. A task on the shared thread pool would be
/// freed after the call returned, so every input would look like a leak; a task that prefers this
/// executor runs, and is freed, inside the call. Only code that never waits on anything else can
/// run this way, which is the case here: the fake file reader answers at once.
final class InlineExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    /// Runs an operation to its end.
    ///
    /// - Parameter operation: The asynchronous code.
    static func run(_ operation: sending @escaping () async -> Void) {
        let executor = InlineExecutor()
        let task = Task(executorPreference: executor, operation: operation)
        while let job = executor.next() {
            job.runSynchronously(on: executor.asUnownedTaskExecutor())
        }
        _ = task
    }

    /// Takes a job to run later, on the thread that called ``run(_:)``.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    private func next() -> UnownedJob? {
        lock.withLock { jobs.isEmpty ? nil : jobs.removeFirst() }
    }
}

/// What `todos` relies on when it replays a log and records it again, checked for one log.
enum ActionLogProperties {
    /// Where the logs are written: a folder of this process's own.
    static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = base + "/onward-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // `import` reads its "file" from the path itself, so the fuzzer controls what is imported.
        OnwardContainer.charge(\.fileReader, FileReader { path in path })
        return folder
    }()

    /// Checks every property for a log.
    ///
    /// - Parameter input: The log after its header, or a whole log starting with `{"format"`.
    static func check(_ input: [UInt8]) async {
        let header = Array((ActionLogFormat.header(storeType: "ToDoStore") + "\n").utf8)
        let log = input.starts(with: Array(#"{"format""#.utf8)) ? input : header + input
        let original = folder + "/log.jsonl"
        let copy = folder + "/copy.jsonl"
        require(FileManager.default.createFile(atPath: original, contents: Data(log)), "the log is written")

        // Replay it while recording, as `todos` does at start-up, with the actions `todos` reads in
        // a log of its version: the mutators, `replaceAll` (which an upgrade writes) and, for version
        // 1, the import of `todos` 0.1; a version 1 log is upgraded so, and its copy read as today's.
        let registry = LogFormatOne.registry(forVersion: ActionLogFormat.version(ofLogAt: original))
        let store = ToDoStore()
        let recorder: ActionLogRecorder<ToDoStore>
        do {
            recorder = try ActionLogRecorder(path: copy, registry: registry, onIssue: { _ in })
        } catch {
            fatalError("cannot record to \(copy): \(error)")
        }
        store.dispatchObservers.add(recorder)
        let applied: Int
        do {
            applied = try await ActionLogReplayer(registry: registry).replay(original, into: store).actionsApplied
        } catch {
            check(error)
            applied = error.actionsApplied
        }
        store.dispatchObservers.remove(recorder)
        recorder.close()
        require(recorder.issues.isEmpty, "every replayed action can be recorded again")
        require(recorder.actionCount == applied, "the recorder saw exactly the actions applied")

        // The recorded copy holds exactly the actions replayed: it replays cleanly to the same state.
        let again = ToDoStore()
        do {
            let today = LogFormatOne.registry(forVersion: ActionLogFormat.version(ofLogAt: copy))
            let replay = try await ActionLogReplayer(registry: today).replay(copy, into: again)
            require(replay.actionsApplied == applied, "the copy has every replayed action")
            require(
                StateSnapshot(of: again).canonicalHash == StateSnapshot(of: store).canonicalHash,
                "the copy reaches the same state")
            require(again.stateJSON == store.stateJSON, "the copy reaches the same todos")
            require(again.nextID == store.nextID, "the copy reaches the same next id")
        } catch {
            fatalError("the recorded copy does not replay: \(error)")
        }
    }

    /// A refused log names a line and a reason, and keeps the count of actions replayed before it.
    private static func check(_ error: ActionLogError) {
        require(!error.reason.isEmpty, "an error says what was wrong")
        require(error.line >= 0 && error.actionsApplied >= 0, "an error has a place")
        require(error.line > 0 || error.kind == .missingHeader, "only a missing header is not on a line")
        require(error.actionsApplied <= max(error.line - 2, 0), "only the actions above the bad line are replayed")
        require(error.kind != .unreadableFile && error.kind != .logInUse, "the log is readable and not in use")
        require(error.kind != .asyncAction, "the asynchronous replay runs asynchronous actions")
        require(error.description.hasPrefix(error.file), "an error names the file")
    }

    /// Stops the run when a property does not hold.
    private static func require(_ condition: Bool, _ property: String) {
        if !condition { fatalError("property broken: \(property)") }
    }
}
