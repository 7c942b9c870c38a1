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

    /// The message to print after `error: `: for a refused request, the reason and what to type instead.
    var message: String {
        switch self {
        case .refused(let error, let typedPath):
            switch error {
            case .unknownID(let id): "no todo has id \(id); 'list' shows the ids"
            case .emptyTitle: "the title is empty; type a title after the command"
            case .titleTooLong, .titleTooLarge: "\(error); type a shorter title"
            case .invisibleTitle: "\(error); type a title that shows"
            case .controlCharacter: "\(error); type the title without it"
            case .interrupted: "\(Termination.stopper) \(error)"
            case .noIDLeft: "\(error); start a new list with --file PATH"
            case .unreadableFile(let path, let reason):
                "cannot read \(typedPath ?? path): \(reason); 'import <file>' takes a text file with one title per line"
            }
        case .expansion(let failure): failure.description
        case .history(let error): error.message
        }
    }
}
