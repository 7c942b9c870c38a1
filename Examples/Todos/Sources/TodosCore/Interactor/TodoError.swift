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
    /// An id that names no todo.
    case unknownID(Int)
    /// A file `import` could not read.
    case unreadableFile(String, reason: String)

    /// What went wrong, for a person.
    public var description: String {
        switch self {
        case .emptyTitle:
            "the title is empty"
        case .titleTooLong(let length, let maximum):
            "the title has \(length) characters; at most \(maximum) are allowed"
        case .controlCharacter(let codePoint):
            "the title holds a control character (\(String(format: "U+%04X", codePoint)))"
        case .unknownID(let id):
            "no todo has id \(id)"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
