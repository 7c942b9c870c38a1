import Onward
import TodosCore

/// Why a command that parsed could not be carried out.
enum SessionError: Error {
    /// The interactor refused the request; the file as typed, for `import`.
    case refused(TodoError, typedPath: String?)
    /// `:expand` could not find its target.
    case expansion(MacroExpansion.Failure)
    /// `:undo`, `:redo`, `:jump`, `:log` or `:record` could not be carried out.
    case history(HistoryError)

    /// The message to print after `error: `.
    var message: String {
        switch self {
        case .refused(let error, let typedPath): ErrorText.message(for: error, typedPath: typedPath)
        case .expansion(let failure): failure.description
        case .history(let error): error.message
        }
    }
}
