import OnwardCore

/// Walks an action log line by line: checks the header, then (after a prefix, if one is given)
/// turns each action line into a dispatch, or into an error naming the line and what is wrong with
/// it. Position lines are checked and remembered, not returned.
final class ActionLogCursor<S: Store> {
    /// One action line, decoded and ready to dispatch.
    ///
    /// Small on purpose: a larger one is copied and destroyed through its generic type's metadata
    /// in replay's code, which is generic over the store type, at a cost for every line.
    struct Step {
        /// The action's number, from 1.
        let seq: Int

        /// The arguments as written in the line; their count and types are checked by
        /// ``ActionLogCursor/check(_:)`` and ``ActionLogCursor/dispatch(_:on:)``.
        let arguments: JSONArguments

        /// The action, to check or dispatch the line with ``ActionLogCursor/check(_:)`` and
        /// ``ActionLogCursor/dispatch(_:on:)``, and its name as the line writes it.
        let action: ResolvedAction<S>

        /// What the action's middleware dispatched when it was recorded, if it dispatched anything.
        let effects: JSONToken?

        var name: String { action.name }
    }

    /// How many actions were applied so far, counting those of a prefix resumed after; the caller
    /// counts them.
    var applied = 0

    /// How many action lines were read so far, counting those of a prefix resumed after.
    private(set) var actionLines = 0

    /// The value of the last position line read, if any: how many actions are in effect.
    private(set) var position: Int?
    let path: String

    /// The log's format version, from its header.
    private(set) var version = ActionLogFormat.version

    /// The `seq` of each line replayed whose middleware ran again: only in a version 1 log, which
    /// does not hold what effects dispatched.
    private(set) var effectsRerun: [Int] = []

    /// Plays each line's effects in place of its middleware. Made when first used (by a replay,
    /// never by a listing), after the header gave the version.
    private lazy var player = EffectPlayer(
        registry: registry, observers: store.dispatchObservers, runsMiddleware: version < 2)

    let reader: LogLineReader
    private let registry: ActionRegistry<S>
    private let store: S
    private var lineNumber = 0
    /// The prefix the cursor resumed after, if any.
    private var prefix: ActionLogPrefix?
    /// How many lines the prefix holds, counted when an error first needs them; `nil` when they
    /// cannot be read.
    private lazy var prefixLines: Int? = prefix.flatMap { prefix in
        try? LogFileScan.lineBreaks(in: reader.descriptor, before: prefix.byteCount)
    }

    /// Opens a log and checks its header.
    ///
    /// - Parameters:
    ///   - openLog: The log, already open for reading, which is then read through a descriptor of
    ///     the cursor's own instead of opened again; `nil` to open `path`.
    ///   - prefix: A first part of the log already in the store's state, to go on after; `nil` to
    ///     start at the first action.
    ///   - refusingRecordedLogs: Whether to refuse a log this process records to; a cursor that
    ///     only lists the actions, dispatching none, may read one.
    ///   - requiringRecordedLog: Whether to refuse any other file: for the owner of a log, which
    ///     replays it by its path, when another program may have put a file there.
    /// - Throws: ``ActionLogError`` when the file cannot be read, is being recorded to by this
    ///   process, has no valid header for this store type, or the prefix does not end at a line
    ///   break of it.
    init(
        path: String,
        openLog: Int32? = nil,
        registry: ActionRegistry<S>,
        store: S,
        resumingAfter prefix: ActionLogPrefix? = nil,
        refusingRecordedLogs: Bool = true,
        requiringRecordedLog: Bool = false,
        chunkSize: Int = 64 * 1024
    ) throws(ActionLogError) {
        self.path = path
        self.registry = registry
        self.store = store
        do {
            reader = try LogLineReader(path: path, openLog: openLog, chunkSize: chunkSize)
        } catch {
            throw ActionLogError(kind: .unreadableFile, file: path, line: 0, reason: error.reason)
        }
        let isRecorded = reader.identity.map { RecordingFiles.contains($0) } ?? false
        if refusingRecordedLogs, isRecorded {
            throw failure(.logInUse, "this process is recording to this log; replay a copy of it", line: 0)
        }
        if requiringRecordedLog, !isRecorded {
            throw failure(.logReplaced, "the file at this path is no longer the log this process records to", line: 0)
        }
        try readHeader()
        if let prefix { try skip(prefix) }
    }

    /// Goes on reading after a prefix, with its actions counted as read and applied.
    private func skip(_ prefix: ActionLogPrefix) throws(ActionLogError) {
        guard prefix.actionCount >= 0 else {
            throw failure(
                .invalidPrefix, "cannot resume after \(prefix.actionCount) actions: the count cannot be negative",
                line: 0)
        }
        let bytes = prefix.byteCount
        let length: Int
        let before: UInt8?
        do {
            (length, before) = try LogFileScan.length(andByteBefore: bytes, in: reader.descriptor)
        } catch {
            throw failure(.unreadableFile, error.reason, line: 0)
        }
        guard bytes <= length else {
            throw failure(
                .invalidPrefix, "cannot resume after the first \(bytes) bytes: the log is only \(length) bytes long",
                line: 0)
        }
        guard before == UInt8(ascii: "\n") else {
            throw failure(
                .invalidPrefix, "cannot resume after the first \(bytes) bytes: they do not end with a line break",
                line: 0)
        }
        reader.seek(to: bytes)
        self.prefix = prefix
        lineNumber = 0
        actionLines = prefix.actionCount
        applied = prefix.actionCount
    }

    /// The next action, or `nil` at the end of the log.
    ///
    /// - Throws: ``ActionLogError`` for the first line that is not a valid action.
    func next() throws(ActionLogError) -> Step? {
        while let line = try nextLine() {
            if line.range.isEmpty, try onlyEmptyLinesFollow() { return nil }
            guard let fields = LogLineFields.parse(line.buffer, in: line.range) else {
                throw notAnObject(line)
            }
            if fields.seq == nil, let position = fields.position {
                try readPosition(position, at: fields.at, in: fields.bytes)
                continue
            }
            let step = try step(fields)
            actionLines += 1
            return step
        }
        return nil
    }

    /// Checks a position line and remembers its value.
    private func readPosition(_ token: JSONToken, at: JSONToken?, in bytes: [UInt8]) throws(ActionLogError) {
        guard let position = token.integer(in: bytes) else {
            throw malformed("position", "position", mustBe: "an integer", found: token, in: bytes)
        }
        if let at, !at.isString {
            throw malformed("position", "at", mustBe: "a string", found: at, in: bytes)
        }
        guard position >= 0, position <= actionLines else {
            let actions = actionLines == 1 ? "1 action" : "\(actionLines) actions"
            throw failure(
                .positionOutOfRange, "position \(position) is out of range: the lines before it hold \(actions)")
        }
        if let prefix, position < prefix.actionCount {
            throw failure(
                .positionOutOfRange,
                "position \(position) is out of range: the replay resumed after the first \(prefix.actionCount) "
                    + "actions, which it cannot undo; replay the whole log")
        }
        self.position = Int(position)
    }

    /// Checks an action line and decodes it.
    private func step(_ fields: LogLineFields) throws(ActionLogError) -> Step {
        let bytes = fields.bytes
        if let position {
            throw failure(
                .actionAfterPosition,
                "action line after position \(position): undone actions and position lines must be removed "
                    + "before a new action is written"
            )
        }
        guard let seqToken = fields.seq else {
            throw failure(.malformedLine, "malformed action line: missing \"seq\"")
        }
        guard let seq = seqToken.integer(in: bytes) else {
            throw malformed("action", "seq", mustBe: "an integer", found: seqToken, in: bytes)
        }
        guard seq == actionLines + 1 else {
            throw failure(.seqOutOfOrder, "seq \(seq) out of order: expected \(actionLines + 1)")
        }
        guard let nameToken = fields.action else {
            throw failure(.malformedLine, "malformed action line: missing \"action\"")
        }
        guard case .string(let hasEscapes) = nameToken.kind else {
            throw malformed("action", "action", mustBe: "a string", found: nameToken, in: bytes)
        }
        if let unrecorded = fields.unrecorded {
            let name = nameToken.text(in: bytes) ?? ""
            let reason = unrecorded.text(in: bytes) ?? excerpt(of: unrecorded, in: bytes)
            throw failure(
                .unrecordedAction,
                "action \"\(name)\" was not recorded (\(reason)): the log cannot be replayed past this line"
            )
        }
        let content = nameToken.range.lowerBound + 1..<nameToken.range.upperBound - 1
        let action: ResolvedAction<S>
        if !hasEscapes, let resolved = registry.resolved(utf8: bytes[content], for: store) {
            action = resolved
        } else {
            // No registered name has these bytes; one may still be canonically equivalent.
            let name = nameToken.text(in: bytes) ?? ""
            guard let found = registry.entry(named: name, for: store) else {
                throw failure(.unknownAction, "unknown action \"\(name)\": not registered for \(S.self)")
            }
            action = ResolvedAction(name: name, entry: found, next: nil)
        }
        guard let argumentsToken = fields.args else {
            throw failure(.malformedLine, "malformed action line: missing \"args\"")
        }
        guard argumentsToken.kind == .array else {
            throw malformed("action", "args", mustBe: "an array", found: argumentsToken, in: bytes)
        }
        if let at = fields.at, !at.isString {
            throw malformed("action", "at", mustBe: "a string", found: at, in: bytes)
        }
        return Step(
            seq: Int(seq), arguments: JSONArguments(bytes: bytes, array: argumentsToken), action: action,
            effects: version >= 2 ? fields.effects : nil)
    }

    /// Checks that a step's arguments decode as its action's types, without dispatching it.
    ///
    /// - Throws: ``ActionLogError`` for the wrong number of arguments or one of the wrong type.
    func check(_ step: Step) throws(ActionLogError) {
        do {
            try step.action.entry.check(step.arguments)
        } catch {
            throw mismatch(error, in: step)
        }
        try checkEffects(of: step)
    }

    /// Checks a line's effects, at every depth, before any of it is dispatched.
    private func checkEffects(of step: Step) throws(ActionLogError) {
        guard let effects = step.effects else { return }
        if let (kind, reason) = RecordedEffect.problem(
            in: effects, of: step.arguments.bytes, owner: (step.name, step.action.entry.isAsync), registry: registry,
            store: store)
        {
            throw failure(kind, "in the effects of \"\(step.name)\": \(reason)")
        }
    }

    /// Decodes a step's arguments and dispatches its synchronous action.
    ///
    /// - Throws: ``ActionLogError`` for the wrong number of arguments or one of the wrong type,
    ///   before dispatching anything.
    func dispatch(_ step: Step, on store: S) throws(ActionLogError) {
        guard let run = step.action.entry.sync else { return }
        try checkEffects(of: step)
        do {
            try player.playing(step.effects, of: step.arguments.bytes) { try run(step.arguments, store) }
        } catch {
            throw mismatch(error, in: step)
        }
        try notePlayback(of: step)
    }

    nonisolated(nonsending) func dispatch(_ step: Step, on store: S) async throws(ActionLogError) {
        try checkEffects(of: step)
        do {
            try await player.playing(step.effects, of: step.arguments.bytes) {
                switch step.action.entry.invocation {
                case .sync(let run): try run(step.arguments, store)
                case .async(let run): try await run(step.arguments, store)
                }
            }
        } catch {
            throw mismatch(error, in: step)
        }
        try notePlayback(of: step)
    }

    /// Sets the cursor's store's middleware to be played back from the log (or, for a version 1
    /// log, run as they are and noted) for a replay.
    ///
    /// - Returns: The playback the store had, to put back when the replay ends.
    func startPlayback() -> MiddlewarePlayback<S>? {
        let observers = player.observers
        defer { observers.playback = player.playback }
        return observers.playback
    }

    /// Fails when the line's effects could not be played; notes a version 1 line whose middleware
    /// ran again.
    private func notePlayback(of step: Step) throws(ActionLogError) {
        if let problem = player.problem {
            throw failure(.malformedLine, "in the effects of \"\(step.name)\": \(problem)")
        }
        if player.ranMiddleware { effectsRerun.append(step.seq) }
    }

    private func mismatch(_ error: any Error, in step: Step) -> ActionLogError {
        let count = step.arguments.count
        let argumentCount = step.action.entry.argumentCount
        guard count == argumentCount else {
            return failure(
                .wrongArgumentCount,
                "wrong argument count for \"\(step.name)\": expected \(argumentCount), found \(count)"
            )
        }
        guard case ArgumentMismatch.type(let index, let expected) = error else {
            return failure(.wrongArgumentType, "wrong argument type for \"\(step.name)\"")
        }
        let values = step.arguments.values
        let found = index < values.count ? values[index].excerpt() : "nothing"
        return failure(
            .wrongArgumentType,
            "wrong argument type for \"\(step.name)\": argument \(index + 1) should be \(expected), found \(found)"
        )
    }

    /// A value of the line, shortened for a message.
    private func excerpt(of token: JSONToken, in bytes: [UInt8]) -> String {
        token.value(in: bytes)?.excerpt() ?? ""
    }

    /// `malformed action line: "seq" must be an integer, found "x"`, at the current line.
    private func malformed(
        _ line: String, _ key: String, mustBe kind: String, found token: JSONToken, in bytes: [UInt8]
    ) -> ActionLogError {
        failure(
            .malformedLine, "malformed \(line) line: \"\(key)\" must be \(kind), found \(excerpt(of: token, in: bytes))"
        )
    }

    /// An error at the current line.
    ///
    /// After a prefix, the line's number in the file counts the prefix's lines; should they not be
    /// readable, the error names the line by its place after the prefix.
    /// - Parameters:
    ///   - line: The line, if not the current one: counted from the prefix's end, if any; 0 for the
    ///     whole file.
    /// - Returns: The error, with the count of actions applied so far.
    func failure(_ kind: ActionLogError.Kind, _ reason: String, line: Int? = nil) -> ActionLogError {
        var line = line ?? lineNumber
        var reason = reason
        if line > 0, let prefix {
            if let before = prefixLines {
                line += before
            } else {
                reason = "line \(line) after the first \(prefix.byteCount) bytes: \(reason)"
                line = 0
            }
        }
        return ActionLogError(kind: kind, file: path, line: line, reason: reason, actionsApplied: applied)
    }

    private func readHeader() throws(ActionLogError) {
        guard let line = try nextLine() else {
            throw failure(.missingHeader, "missing header: the log is empty", line: 0)
        }
        guard case .object(let fields)? = JSONValue.parse(line.buffer, in: line.range) else {
            throw notAnObject(line)
        }
        if let (kind, reason) = ActionLogHeader.problem(in: fields, storeType: "\(S.self)") {
            throw failure(kind, reason)
        }
        version = ActionLogHeader.version(in: fields) ?? ActionLogFormat.version
    }

    /// Whether the lines after an empty one are all empty too: line breaks an editor added at the
    /// end of the log, which end it. When another line follows, the empty line is an error, and
    /// the line number goes back to it.
    private func onlyEmptyLinesFollow() throws(ActionLogError) -> Bool {
        let emptyLine = lineNumber
        while let line = try nextLine() {
            guard line.range.isEmpty else {
                lineNumber = emptyLine
                return false
            }
        }
        return true
    }

    private func nextLine() throws(ActionLogError) -> LogLineReader.Line? {
        let next: LogLineReader.Line?
        do {
            next = try reader.next()
        } catch {
            throw failure(.unreadableFile, error.reason, line: lineNumber + 1)
        }
        guard let next else { return nil }
        lineNumber += 1
        return next
    }

    /// Why a line is not a JSON object: torn, not JSON, or JSON of another kind.
    private func notAnObject(_ line: LogLineReader.Line) -> ActionLogError {
        guard let value = JSONValue.parse(line.buffer, in: line.range) else {
            if !line.isTerminated, couldBeTorn(line) {
                // After a prefix, only the actions after it were replayed: the store held the others.
                let replayed = applied - (prefix?.actionCount ?? 0)
                return failure(
                    .tornFinalLine,
                    "torn final line (no trailing newline): the log ends mid-line, as a crash while writing leaves it; "
                        + "\(replayed) action\(replayed == 1 ? " was" : "s were") replayed"
                        + (prefix.map { " after the first \($0.actionCount), which the replay resumed after" } ?? "")
                )
            }
            return failure(
                .notJSON,
                line.range.isEmpty ? "not JSON: the line is empty" : "not JSON: each line must be one JSON object")
        }
        return failure(.notJSON, "not a JSON object: each line must be one JSON object, found \(value.excerpt())")
    }

    /// Whether an unterminated line could be the start of one a log's writer wrote, cut short by a
    /// crash: of the header on the first line, else of an action or a position, or zero bytes only,
    /// as a file system may leave where the last lines were written before a crash of the system or
    /// a power cut. Any other text (a file that is not a log, named by mistake) is not torn, and is
    /// never cut off.
    private func couldBeTorn(_ line: LogLineReader.Line) -> Bool {
        let isHeader = prefix == nil && lineNumber == 1  // after a resumed prefix, the count starts again
        let starts = isHeader ? [#"{"format":"onward-action-log""#] : [#"{"seq":"#, #"{"position":"#]
        let bytes = line.bytes
        if !isHeader, !bytes.isEmpty, !bytes.contains(where: { $0 != 0 }) { return true }
        return starts.contains { start in bytes.starts(with: start.utf8) || start.utf8.starts(with: bytes) }
    }
}
