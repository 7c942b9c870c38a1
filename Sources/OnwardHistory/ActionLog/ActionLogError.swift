/// A problem with an action log, naming the file and line: `todos.log:4: unknown action "frobnicate"`.
///
/// Replay stops at the first problem; the store keeps the state of the last good line, and
/// ``actionsApplied`` says how many actions were replayed before it.
public struct ActionLogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, to branch on without reading ``reason``.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The kind's name.
        public var description: String { name }

        /// The log could not be opened or read.
        public static let unreadableFile = Kind("unreadableFile")
        /// This process is recording to the log being replayed; or another writer (a history, in
        /// this process or another) holds the log a new recorder would empty.
        public static let logInUse = Kind("logInUse")
        /// The file at the log's path is no longer the one this process records to: another program
        /// replaced it (met only by the log's owner replaying it for an undo).
        public static let logReplaced = Kind("logReplaced")
        /// A line is not one JSON object.
        public static let notJSON = Kind("notJSON")
        /// The log is empty, or its first line is not an action log header.
        public static let missingHeader = Kind("missingHeader")
        /// The header names a format version this build does not read.
        public static let unsupportedVersion = Kind("unsupportedVersion")
        /// The header names another store type.
        public static let wrongStore = Kind("wrongStore")
        /// An action line lacks `seq`, `action` or `args`, or one of them has the wrong type.
        public static let malformedLine = Kind("malformedLine")
        /// A line's `seq` is not the previous line's plus one (the first is 1).
        public static let seqOutOfOrder = Kind("seqOutOfOrder")
        /// A line names an action the registry does not know.
        public static let unknownAction = Kind("unknownAction")
        /// A line has more or fewer arguments than its action takes.
        public static let wrongArgumentCount = Kind("wrongArgumentCount")
        /// An argument does not decode as the type the action takes.
        public static let wrongArgumentType = Kind("wrongArgumentType")
        /// The recorder could not record this action, so nothing after it can be reproduced.
        public static let unrecordedAction = Kind("unrecordedAction")
        /// An asynchronous action met by the synchronous replay.
        public static let asyncAction = Kind("asyncAction")
        /// The last line has no newline and is not complete JSON: the writer was interrupted.
        public static let tornFinalLine = Kind("tornFinalLine")
        /// A position line names more actions than the lines before it hold, or fewer than 0 (in a
        /// replay resumed after an ``ActionLogPrefix``, fewer than its actions).
        public static let positionOutOfRange = Kind("positionOutOfRange")
        /// An action line follows a position line; a writer drops the undone actions and the
        /// position lines before it records a new action.
        public static let actionAfterPosition = Kind("actionAfterPosition")
        /// The ``ActionLogPrefix`` a replay resumes after does not end at a line break of the log.
        public static let invalidPrefix = Kind("invalidPrefix")
    }

    /// The kind of problem.
    public let kind: Kind

    /// The log's path.
    public let file: String

    /// The 1-based line of the problem; 0 when it concerns the file as a whole.
    public let line: Int

    /// What is wrong, for a person.
    public let reason: String

    /// How many actions were replayed before the problem.
    public let actionsApplied: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - file: The log's path.
    ///   - line: The 1-based line, or 0 for the whole file.
    ///   - reason: What is wrong.
    ///   - actionsApplied: How many actions were replayed before it.
    public init(kind: Kind, file: String, line: Int, reason: String, actionsApplied: Int = 0) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
        self.actionsApplied = actionsApplied
    }

    /// Whether the log merely ends with a torn line, as a crash while writing leaves it, rather
    /// than being corrupt.
    public var isTornFinalLine: Bool { kind == .tornFinalLine }

    /// `path:LINE: reason`, or `path: reason` for the whole file.
    public var description: String { "\(location): \(reason)" }

    /// `path:LINE`, or `path` for the whole file.
    var location: String { line > 0 ? "\(file):\(line)" : file }
}
