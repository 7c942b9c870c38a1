/// One line typed into the Todos REPL, parsed by ``CommandParser``.
public enum Command: Equatable, Sendable {
    /// `add <title>`: add a todo.
    case add(String)
    /// `list [active|done]` (or `ls`): show the todos.
    case list(ListFilter)
    /// `done <id>`: mark a todo done.
    case complete(Int)
    /// `toggle <id>`: mark a todo done, or not done again.
    case toggle(Int)
    /// `edit <id> <title>`: change a todo's title.
    case edit(Int, String)
    /// `rm <id>`: remove a todo.
    case remove(Int)
    /// `clear`: remove the completed todos.
    case clearCompleted
    /// `import <file>`: add a todo for every line of a text file.
    case importFile(String)
    /// `:help [command]`: list the commands, or describe one.
    case help(String?)
    /// `:state`: print the state as JSON.
    case state
    /// `:debug [on|off|actions]`: change the debug output, or show it when `nil`.
    case debug(DebugMode?)
    /// `:expand [type|file]`: print a type of the example, or a Swift file, with Onward's macros
    /// expanded; `nil` means the interactor.
    case expand(String?)
    /// `:undo`: go back to the state before the last action in effect.
    case undo
    /// `:redo`: apply again the first undone action.
    case redo
    /// `:jump <n>`: go to the state after action `n` (0: before the first).
    case jump(Int)
    /// `:log`: list the log's actions with their numbers.
    case log
    /// `:record [file]`: record the session to a new log, or show the recording when `nil`.
    case record(String?)
    /// `:record stop`: stop recording.
    case stopRecording
    /// `:quit`: leave.
    case quit
}
