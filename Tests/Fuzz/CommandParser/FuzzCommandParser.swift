import TodosCommands

/// libFuzzer's entry point: one input is one line typed into the Todos REPL.
///
/// The bytes are decoded as the REPL's line reader decodes them (invalid UTF-8 repaired), then go
/// through the command parser and tab completion, the pure functions the REPL calls on every line.
/// Besides crashing and hanging, breaking any promise in ``CommandParserProperties`` stops the run
/// with the input that broke it.
/// - Parameters:
///   - bytes: The input.
///   - count: Its length.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let line = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    CommandParserProperties.check(line)
    return 0
}

/// What the REPL relies on from the parser and completion, checked for one line.
enum CommandParserProperties {
    /// Checks every property for a line; a failure traps with the property's name.
    static func check(_ line: String) {
        let result = Result { () throws(CommandError) -> Command? in try CommandParser.parse(line) }
        let again = Result { () throws(CommandError) -> Command? in try CommandParser.parse(line) }
        require(result == again, "parse is a pure function")
        switch result {
        case .success(nil):
            let first = line.first { !$0.isWhitespace }
            require(first == nil || first == "#", "only blank lines and comments parse to nothing")
        case .success(let command?):
            check(command)
        case .failure(let error):
            check(error)
        }
        checkCompletion(line)
    }

    /// The arguments of a parsed command are what ``Command`` documents.
    private static func check(_ command: Command) {
        switch command {
        case .add(let title):
            require(isTrimmed(title) && !title.isEmpty, "an added title is trimmed and not empty")
        case .complete(let id), .toggle(let id), .remove(let id):
            require(id > 0, "an id is a whole number from 1")
        case .edit(let id, let title):
            require(id > 0, "an id is a whole number from 1")
            require(isTrimmed(title) && !title.isEmpty, "an edited title is trimmed and not empty")
        case .importFile(let path):
            require(!path.isEmpty, "an imported path is not empty")
        case .help(let topic?):
            require(CommandSpec.named(topic) != nil, ":help names a command")
        default:
            break
        }
    }

    /// An error says something, and any suggestion it makes is a command.
    private static func check(_ error: CommandError) {
        require(!error.description.isEmpty, "an error says what was wrong")
        switch error {
        case .unknownCommand(_, let suggestion?), .unknownHelpTopic(_, let suggestion?):
            require(CommandSpec.named(suggestion) != nil, "a suggestion is a command")
        default:
            break
        }
    }

    /// Completion at every word boundary offers only words that start with the word typed.
    private static func checkCompletion(_ line: String) {
        let boundary = line.lastIndex { $0.isWhitespace }.map(line.index(after:)) ?? line.startIndex
        let before = String(line[..<boundary])
        let word = String(line[boundary...])
        if case .words(let offered) = CommandCompletion.candidates(before: before, word: word, ids: [1, 2, 10]) {
            require(offered.allSatisfy { $0.hasPrefix(word) }, "completion offers only words that fit")
        }
    }

    /// Whether a text has no whitespace at either end.
    private static func isTrimmed(_ text: String) -> Bool {
        !(text.first?.isWhitespace ?? false) && !(text.last?.isWhitespace ?? false)
    }

    /// Stops the run when a property does not hold.
    private static func require(_ condition: Bool, _ property: String) {
        if !condition { fatalError("property broken: \(property)") }
    }
}
