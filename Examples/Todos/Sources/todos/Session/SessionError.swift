import TodosCore

/// Why a command that parsed could not be carried out.
enum SessionError: Error {
    /// The interactor refused the request; the file as typed, for `import`.
    case refused(TodoError, typedPath: String?)
    /// `:expand` could not find its target.
    case expansion(MacroExpansion.Failure)

    /// The message to print after `error: `.
    var message: String {
        switch self {
        case .refused(let error, let typedPath): ErrorText.message(for: error, typedPath: typedPath)
        case .expansion(let failure): failure.description
        }
    }
}
