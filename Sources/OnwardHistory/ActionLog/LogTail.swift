/// What the last lines of an action log say, read from its end: the last action's number and the
/// position the log ends at. Only the lines after the last action line are read, and that one.
struct LogTail {
    /// The `seq` of the last action line; 0 when the header is followed by no action.
    var lastSeq = 0

    /// The value of the last position line, when the log ends with position lines.
    var position: Int?

    /// Whether any line after the last action line is a position line.
    var hasPositionLines = false

    /// Whether the last line is unterminated and not complete JSON: a write was interrupted.
    var isTorn = false

    /// Whether the file ends with a line break (an empty file does not).
    var endsWithLineBreak = false

    /// A problem with a line the scan read: not JSON, or neither an action, a position nor a header.
    var problem: String?

    /// The end of a log that has no line after its header.
    init() {}

    /// Reads the end of an open log, or of its first `end` bytes.
    init(descriptor: Int32, endingAt end: Int? = nil) throws(FileFailure) {
        let reader = try ReverseLineReader(descriptor: descriptor, end: end)
        var isLast = true
        var onlyEmptyLinesSoFar = true
        while let line = try reader.previous() {
            defer { isLast = false }
            if isLast { endsWithLineBreak = line.isTerminated }
            // Empty lines at the very end (an editor's) end the log, as a replay reads it.
            if onlyEmptyLinesSoFar, line.isTerminated, line.bytes.isEmpty { continue }
            onlyEmptyLinesSoFar = false
            // Read field by field: the last line may be an action with a long list of effects.
            guard let fields = LogLineFields.parse(line.buffer, in: line.range) else {
                if isLast && !line.isTerminated {
                    isTorn = true
                    continue
                }
                problem = "a line near the end is not one JSON object"
                return
            }
            if fields.seq == nil, let value = fields.position {
                guard let number = value.integer(in: line.buffer), number >= 0 else {
                    let excerpt = value.value(in: line.buffer)?.excerpt() ?? "?"
                    problem = "a position line near the end is malformed: \(excerpt)"
                    return
                }
                if !hasPositionLines { position = Int(number) }
                hasPositionLines = true
                continue
            }
            if let seq = fields.seq?.integer(in: line.buffer), seq > 0 {
                lastSeq = Int(seq)
            } else if fields.format == nil {
                problem = "a line near the end is neither an action, a position nor the header"
            }
            return
        }
    }

    /// Whether the log ends where a part of it does: its last action and its position are the
    /// part's, so what follows the part, if anything, is empty lines or a torn line.
    ///
    /// - Returns: `true` when nothing after the part changes the state.
    func endsAt(_ prefix: ActionLogPrefix) -> Bool {
        problem == nil && lastSeq == prefix.actionCount && (position ?? lastSeq) == prefix.position
    }

    /// The position a log ends at, read from its end: the value of its last position line, or `nil`
    /// when it ends with an action (or cannot be read, which the replay then reports).
    ///
    /// - Returns: How many actions are in effect, or `nil` for all of them.
    static func position(of descriptor: Int32) -> Int? {
        guard let tail = try? LogTail(descriptor: descriptor), tail.problem == nil else { return nil }
        return tail.position
    }
}
