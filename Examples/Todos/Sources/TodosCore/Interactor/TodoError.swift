import Foundation

/// Why the interactor refused an action; the REPL prints ``description``.
public enum TodoError: Error, Equatable, CustomStringConvertible {
    /// A title that is empty once trimmed.
    case emptyTitle
    /// A title longer than the validator accepts.
    case titleTooLong(Int, maximum: Int)
    /// A title holding a control character (a terminal would act on it instead of showing it),
    /// by its code point.
    case controlCharacter(UInt32)
    /// A title of invisible characters only (such as U+200B, a zero-width space), which would list
    /// as nothing; by the first one's code point.
    case invisibleTitle(UInt32)
    /// A title whose UTF-8 bytes are more than the validator accepts (combining marks add bytes, not
    /// characters).
    case titleTooLarge(Int, maximum: Int)
    /// An id that names no todo.
    case unknownID(Int)
    /// An add when no id is left for a new todo (``ToDoStore/hasIDLeft``).
    case noIDLeft
    /// A file `import` could not read.
    case unreadableFile(String, reason: String)
    /// An import whose task was cancelled while its file was checked: nothing was added.
    case interrupted

    /// What went wrong, for a person.
    public var description: String {
        switch self {
        case .emptyTitle:
            "the title is empty"
        case .titleTooLong(let length, let maximum):
            "the title has \(length) characters; at most \(maximum) are allowed"
        case .controlCharacter(let codePoint):
            "the title holds a control character (\(String(format: "U+%04X", codePoint)))"
        case .invisibleTitle(let codePoint):
            "the title shows nothing: it holds only invisible characters (\(String(format: "U+%04X", codePoint)))"
        case .titleTooLarge(let bytes, let maximum):
            "the title takes \(bytes) bytes; at most \(maximum) are allowed (combining marks count too)"
        case .unknownID(let id):
            "no todo has id \(id)"
        case .noIDLeft:
            "no id is left for a new todo: the next one would be past \(Int.max)"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        case .interrupted:
            "stopped before anything was imported"
        }
    }
}
