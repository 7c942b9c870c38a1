import Foundation
import OnwardCore

/// Records every top-level dispatch on a store to an action log, one JSON line per action.
///
/// ```swift
/// let recorder = try ActionLogRecorder(path: "todos.log", registry: registry)
/// store.dispatchObservers.add(recorder)
/// store.dispatch(\.add, "Buy milk")   // appends {"seq":1,"action":"add","args":["Buy milk"]}
/// ```
/// The file is created (or emptied) and gets the header line at once. Each action's line is
/// written with one `write(2)` when the action finishes, before the dispatch returns, so a crash
/// loses at most the action in flight. Nested dispatches are not recorded: replaying the top-level
/// action makes them again.
///
/// An action the registry does not know, or whose arguments fail to encode, is not skipped
/// silently: its line says `"unrecorded":"<reason>"`, so a replay stops exactly there with that
/// reason, and the problem is reported at once to `onIssue` (by default, to standard error).
public final class ActionLogRecorder<S: Store>: DispatchObserver {
    /// The log's path.
    public let path: String

    /// The problems met so far, in order.
    public private(set) var issues: [ActionLogIssue] = []

    /// How many action lines were written (recorded and unrecorded ones).
    public private(set) var actionCount = 0

    private let registry: ActionRegistry<S>
    private let timestamps: ActionLogTimestamps
    private let onIssue: (ActionLogIssue) -> Void
    private var descriptor: Int32
    private let identity: FileIdentity?

    /// Creates the log file (emptying an existing one) and writes its header.
    ///
    /// - Parameters:
    ///   - path: Where to write the log.
    ///   - registry: The actions that can be recorded.
    ///   - timestamps: Whether to add an `at` time to each line; none by default.
    ///   - onIssue: Called for each action that cannot be recorded; by default the issue is
    ///     written to standard error.
    /// - Throws: ``ActionLogError`` when the file cannot be created or written.
    public init(
        path: String,
        registry: ActionRegistry<S>,
        timestamps: ActionLogTimestamps = .none,
        onIssue: ((ActionLogIssue) -> Void)? = nil
    ) throws(ActionLogError) {
        self.path = path
        self.registry = registry
        self.timestamps = timestamps
        self.onIssue = onIssue ?? { FileDescriptorWriter.write("onward: \($0)\n", to: 2) }
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ActionLogError(
                kind: .unreadableFile, file: path, line: 0, reason: FileFailure(code: errno, operation: "create").reason
            )
        }
        identity = FileIdentity(descriptor: descriptor)
        if let code = FileDescriptorWriter.write(ActionLogFormat.header(storeType: "\(S.self)") + "\n", to: descriptor)
        {
            Foundation.close(descriptor)
            descriptor = -1
            throw ActionLogError(
                kind: .unreadableFile, file: path, line: 1, reason: FileFailure(code: code, operation: "write").reason)
        }
        if let identity { RecordingFiles.shared.insert(identity) }
    }

    deinit {
        close()
    }

    /// Does nothing: an action is recorded when it finishes.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store.
    public func willDispatch(_ event: DispatchEvent, to store: S) {}

    /// Appends the line of a finished top-level dispatch.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store.
    public func didDispatch(_ event: DispatchEvent, to store: S) {
        guard event.depth == 0, descriptor >= 0 else { return }
        actionCount += 1
        let seq = actionCount
        let line: String
        switch encodedArguments(of: event, on: store) {
        case .success(let arguments):
            line = ActionLogFormat.actionLine(
                seq: seq, action: event.name, arguments: arguments, timestamp: timestamps.text)
        case .failure(let problem):
            line = ActionLogFormat.unrecordedLine(seq: seq, action: event.name, reason: problem.reason)
            report(seq: seq, action: event.name, reason: problem.reason)
        }
        if let code = FileDescriptorWriter.write(line + "\n", to: descriptor) {
            report(seq: seq, action: event.name, reason: FileFailure(code: code, operation: "write").reason)
        }
    }

    /// Stops recording and closes the file; later dispatches are not recorded.
    public func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
        if let identity { RecordingFiles.shared.remove(identity) }
    }

    private func report(seq: Int, action: String, reason: String) {
        let issue = ActionLogIssue(file: path, line: seq + 1, action: action, reason: reason)
        issues.append(issue)
        onIssue(issue)
    }

    /// Why a dispatch cannot be recorded.
    private struct Unrecordable: Error {
        let reason: String
    }

    private func encodedArguments(of event: DispatchEvent, on store: S) -> Result<[String], Unrecordable> {
        guard let entry = registry.entry(named: event.name, for: store) else {
            return .failure(Unrecordable(reason: "not registered in ActionRegistry<\(S.self)>"))
        }
        do {
            return .success(try entry.encode(event.arguments))
        } catch ArgumentMismatch.count(let expected, let found) {
            let arguments = expected == 1 ? "argument" : "arguments"
            return .failure(Unrecordable(reason: "it takes \(expected) \(arguments), the dispatch gave \(found)"))
        } catch ArgumentMismatch.type(let index, let expected) {
            return .failure(Unrecordable(reason: "argument \(index + 1) should be \(expected)"))
        } catch ArgumentMismatch.encoding(let index, let reason) {
            return .failure(Unrecordable(reason: "argument \(index + 1) does not encode: \(reason)"))
        } catch {
            return .failure(Unrecordable(reason: "its arguments do not encode: \(error)"))
        }
    }
}
