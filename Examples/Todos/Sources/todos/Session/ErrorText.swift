import TodosCore

/// What the REPL prints for a refused request: the reason, and what to type instead.
enum ErrorText {
    /// The message for an error of the interactor.
    ///
    /// - Parameters:
    ///   - error: Why the interactor refused the request.
    ///   - typedPath: The file as the person typed it, for `import` errors.
    /// - Returns: The message, without `error: `.
    static func message(for error: TodoError, typedPath: String? = nil) -> String {
        switch error {
        case .unknownID(let id):
            "no todo has id \(id); 'list' shows the ids"
        case .emptyTitle:
            "the title is empty; type a title after the command"
        case .titleTooLong, .titleTooLarge:
            "\(error); type a shorter title"
        case .invisibleTitle:
            "\(error); type a title that shows"
        case .controlCharacter:
            "\(error); type the title without it"
        case .interrupted:
            "Ctrl-C \(error)"
        case .unreadableFile(let path, let reason):
            "cannot read \(typedPath ?? path): \(reason); 'import <file>' takes a text file with one title per line"
        }
    }
}
