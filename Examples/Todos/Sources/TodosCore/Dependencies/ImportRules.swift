import Onward

/// How `import` splits a file into lines and which titles it adds: today's rules, or those of the
/// `todos` that wrote logs of format version 1.
///
/// A format-1 log holds no effects, so replaying or upgrading it runs each import again. It must
/// then split and check the lines as they were when the log was written: one line more or less
/// shifts every later id, and the log's later actions would change other todos.
public struct ImportRules: Sendable {
    /// Whether a line may end in `\r\n` or `\r` as well as `\n`.
    public var endsLinesAtAnyBreak: Bool
    /// Whether a title holding a control character is refused.
    public var refusesControlCharacters: Bool

    /// Today's rules.
    public static let current = ImportRules(endsLinesAtAnyBreak: true, refusesControlCharacters: true)

    /// The rules of the `todos` that wrote format-1 logs: lines end at `\n` only, and a title is
    /// only trimmed and checked for length.
    public static let formatOne = ImportRules(endsLinesAtAnyBreak: false, refusesControlCharacters: false)
}

extension OnwardContainer {
    /// The rules ``TodoInteractor/importFile`` reads files by.
    @Inward public var importRules: ImportRules = .current
}
