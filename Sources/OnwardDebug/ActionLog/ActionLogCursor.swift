import Foundation
import OnwardCore

/// Walks an action log line by line: checks the header, then turns each action line into a
/// dispatch, or into an error naming the line and what is wrong with it. Position lines are
/// checked and remembered, not returned.
final class ActionLogCursor<S: Store> {
    /// One action line, decoded and ready to dispatch.
    struct Step {
        /// The action's number, from 1.
        let seq: Int

        /// The action's name.
        let name: String

        /// The arguments as written in the line.
        let arguments: [JSONValue]

        /// The dispatch.
        let invocation: Invocation<S>
    }

    /// How many actions were applied so far; the caller counts them.
    var applied = 0

    /// How many action lines were read so far.
    private(set) var actionLines = 0

    /// The value of the last position line read, if any: how many actions are in effect.
    private(set) var position: Int?

    private let path: String
    private let reader: LogLineReader
    private let registry: ActionRegistry<S>
    private let store: S
    private var lineNumber = 0

    /// Opens a log and checks its header.
    ///
    /// - Parameters:
    ///   - path: The log's path.
    ///   - registry: The actions the log may name.
    ///   - store: The store the actions will be dispatched on.
    ///   - refusingRecordedLogs: Whether to refuse a log this process records to; a cursor that
    ///     only lists the actions, dispatching none, may read one.
    /// - Throws: ``ActionLogError`` when the file cannot be read, is being recorded to by this
    ///   process, or has no valid header for this store type.
    init(
        path: String,
        registry: ActionRegistry<S>,
        store: S,
        refusingRecordedLogs: Bool = true,
        chunkSize: Int = 64 * 1024
    ) throws(ActionLogError) {
        self.path = path
        self.registry = registry
        self.store = store
        do {
            reader = try LogLineReader(path: path, chunkSize: chunkSize)
        } catch {
            throw ActionLogError(kind: .unreadableFile, file: path, line: 0, reason: error.reason)
        }
        if refusingRecordedLogs, let identity = reader.identity, RecordingFiles.shared.contains(identity) {
            throw failure(.logInUse, "this process is recording to this log; replay a copy of it", line: 0)
        }
        try readHeader()
    }

    /// The next action, or `nil` at the end of the log.
    ///
    /// - Returns: The action, ready to dispatch.
    /// - Throws: ``ActionLogError`` for the first line that is not a valid action.
    func next() throws(ActionLogError) -> Step? {
        while let (line, fields) = try nextObject() {
            if fields["seq"] == nil, let position = fields["position"] {
                try readPosition(position, at: fields["at"])
                continue
            }
            let step = try step(line, fields)
            actionLines += 1
            return step
        }
        return nil
    }

    /// Checks a position line and remembers its value.
    private func readPosition(_ value: JSONValue, at: JSONValue?) throws(ActionLogError) {
        guard case .integer(let position) = value else {
            throw failure(
                .malformedLine, "malformed position line: \"position\" must be an integer, found \(value.excerpt())")
        }
        if let at, !at.isString {
            throw failure(.malformedLine, "malformed position line: \"at\" must be a string, found \(at.excerpt())")
        }
        guard position >= 0, position <= actionLines else {
            let actions = actionLines == 1 ? "1 action" : "\(actionLines) actions"
            throw failure(
                .positionOutOfRange, "position \(position) is out of range: the lines before it hold \(actions)")
        }
        self.position = Int(position)
    }

    /// Checks an action line and decodes it.
    private func step(_ line: Data, _ fields: [String: JSONValue]) throws(ActionLogError) -> Step {
        if let position {
            throw failure(
                .actionAfterPosition,
                "action line after position \(position): undone actions and position lines must be removed "
                    + "before a new action is written"
            )
        }
        guard let seqValue = fields["seq"] else {
            throw failure(.malformedLine, "malformed action line: missing \"seq\"")
        }
        guard case .integer(let seq) = seqValue else {
            throw failure(
                .malformedLine, "malformed action line: \"seq\" must be an integer, found \(seqValue.excerpt())")
        }
        guard seq == actionLines + 1 else {
            throw failure(.seqOutOfOrder, "seq \(seq) out of order: expected \(actionLines + 1)")
        }
        guard let nameValue = fields["action"] else {
            throw failure(.malformedLine, "malformed action line: missing \"action\"")
        }
        guard case .string(let name) = nameValue else {
            throw failure(
                .malformedLine, "malformed action line: \"action\" must be a string, found \(nameValue.excerpt())")
        }
        if let unrecorded = fields["unrecorded"] {
            let reason = if case .string(let text) = unrecorded { text } else { unrecorded.excerpt() }
            throw failure(
                .unrecordedAction,
                "action \"\(name)\" was not recorded (\(reason)): the log cannot be replayed past this line"
            )
        }
        guard let entry = registry.entry(named: name, for: store) else {
            throw failure(.unknownAction, "unknown action \"\(name)\": not registered for \(S.self)")
        }
        guard let argumentsValue = fields["args"] else {
            throw failure(.malformedLine, "malformed action line: missing \"args\"")
        }
        guard case .array(let arguments) = argumentsValue else {
            throw failure(
                .malformedLine, "malformed action line: \"args\" must be an array, found \(argumentsValue.excerpt())")
        }
        if let at = fields["at"], !at.isString {
            throw failure(.malformedLine, "malformed action line: \"at\" must be a string, found \(at.excerpt())")
        }
        guard arguments.count == entry.argumentCount else {
            throw failure(
                .wrongArgumentCount,
                "wrong argument count for \"\(name)\": expected \(entry.argumentCount), found \(arguments.count)"
            )
        }
        do {
            return Step(seq: Int(seq), name: name, arguments: arguments, invocation: try entry.decode(arguments))
        } catch ArgumentMismatch.type(let index, let expected) {
            let found = index < arguments.count ? arguments[index].excerpt() : "nothing"
            throw failure(
                .wrongArgumentType,
                "wrong argument type for \"\(name)\": argument \(index + 1) should be \(expected), found \(found)"
            )
        } catch {
            throw failure(.wrongArgumentType, "wrong argument type for \"\(name)\"")
        }
    }

    /// An error at the current line.
    ///
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - reason: What is wrong.
    ///   - line: The line, if not the current one.
    /// - Returns: The error, with the count of actions applied so far.
    func failure(_ kind: ActionLogError.Kind, _ reason: String, line: Int? = nil) -> ActionLogError {
        ActionLogError(kind: kind, file: path, line: line ?? lineNumber, reason: reason, actionsApplied: applied)
    }

    private func readHeader() throws(ActionLogError) {
        guard let (_, fields) = try nextObject() else {
            throw failure(.missingHeader, "missing header: the log is empty", line: 0)
        }
        if let (kind, reason) = ActionLogHeader.problem(in: fields, storeType: "\(S.self)") {
            throw failure(kind, reason)
        }
    }

    /// The next line, parsed as a JSON object.
    private func nextObject() throws(ActionLogError) -> (line: Data, fields: [String: JSONValue])? {
        let next: LogLineReader.Line?
        do {
            next = try reader.next()
        } catch {
            throw failure(.unreadableFile, error.reason, line: lineNumber + 1)
        }
        guard let next else { return nil }
        lineNumber += 1
        guard let value = JSONValue.parse(next.bytes) else {
            if !next.isTerminated {
                throw failure(
                    .tornFinalLine,
                    "torn final line (no trailing newline): the log ends mid-line, as a crash while writing leaves it; "
                        + "\(applied) action\(applied == 1 ? " was" : "s were") replayed"
                )
            }
            throw failure(
                .notJSON,
                next.bytes.isEmpty ? "not JSON: the line is empty" : "not JSON: each line must be one JSON object")
        }
        guard case .object(let fields) = value else {
            throw failure(.notJSON, "not a JSON object: each line must be one JSON object, found \(value.excerpt())")
        }
        return (next.bytes, fields)
    }
}

extension JSONValue {
    /// Whether the value is a string.
    fileprivate var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
