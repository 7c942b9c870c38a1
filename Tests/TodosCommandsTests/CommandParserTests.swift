import TestGate
import Testing
import TodosCommands

/// The command parser is a pure function of the line: every command, and every mistake.
@Suite struct CommandParserTests {
    @Test(arguments: [
        ("add Buy milk", Command.add("Buy milk")),
        ("  add   Buy  milk  ", .add("Buy  milk")),
        ("add \"quoted\" title", .add("\"quoted\" title")),
        ("list", .list(.all)),
        ("ls", .list(.all)),
        ("list active", .list(.active)),
        ("ls DONE", .list(.done)),
        ("done 3", .complete(3)),
        ("toggle 12", .toggle(12)),
        ("edit 2 Call Ann", .edit(2, "Call Ann")),
        ("edit\t2\tCall Ann", .edit(2, "Call Ann")),
        ("rm 1", .remove(1)),
        ("clear", .clearCompleted),
        ("import todo list.txt", .importFile("todo list.txt")),
        ("import 'my file.txt'", .importFile("my file.txt")),
        (":help", .help(nil)),
        (":help ls", .help("list")),
        (":help debug", .help(":debug")),
        (":state", .state),
        (":debug", .debug(nil)),
        (":debug on", .debug(.on)),
        (":debug actions", .debug(.actions)),
        (":debug off", .debug(.off)),
        (":expand", .expand(nil)),
        (":expand ToDo", .expand("ToDo")),
        (":expand \"My Models/Store.swift\"", .expand("My Models/Store.swift")),
        (":record", .record(nil)),
        (":record stop", .stopRecording),
        (":record \"stop now\"", .record("stop now")),
        (":quit", .quit),
    ])
    func parses(line: String, command: Command) throws {
        #expect(try CommandParser.parse(line) == command)
    }

    @Test(arguments: ["", "   ", "\t", "# a comment", "  #add nothing"])
    func blankLinesAndCommentsAreNothing(line: String) throws {
        #expect(try CommandParser.parse(line) == nil)
    }

    @Test(arguments: [
        ("ad Buy milk", "unknown command 'ad'; did you mean 'add'? (':help' lists commands)"),
        ("lsit", "unknown command 'lsit'; did you mean 'list'? (':help' lists commands)"),
        ("tog 1", "unknown command 'tog'; did you mean 'toggle'? (':help' lists commands)"),
        ("exit", "unknown command 'exit'; did you mean ':quit'? (':help' lists commands)"),
        ("help", "unknown command 'help'; did you mean ':help'?"),
        ("state", "unknown command 'state'; did you mean ':state'? (':help' lists commands)"),
        (":stat", "unknown command ':stat'; did you mean ':state'? (':help' lists commands)"),
        ("delete 1", "unknown command 'delete'; did you mean 'rm'? (':help' lists commands)"),
        ("ADD x", "unknown command 'ADD'; did you mean 'add'? (':help' lists commands)"),
        ("xyzzy", "unknown command 'xyzzy'; ':help' lists commands"),
        ("add", "'add' needs a title; type 'add <title>'"),
        ("add    ", "'add' needs a title; type 'add <title>'"),
        ("done", "'done' needs an id; type 'done <id>' ('list' shows the ids)"),
        ("toggle", "'toggle' needs an id; type 'toggle <id>' ('list' shows the ids)"),
        ("rm", "'rm' needs an id; type 'rm <id>' ('list' shows the ids)"),
        ("edit", "'edit' needs an id and a title; type 'edit <id> <title>' ('list' shows the ids)"),
        ("edit 4", "'edit' needs a title after the id; type 'edit 4 <title>'"),
        ("done one", "'one' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'done <id>'"),
        ("done 0", "'0' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'done <id>'"),
        ("rm -1", "'-1' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'rm <id>'"),
        ("rm +1", "'+1' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'rm <id>'"),
        ("done ٣", "'٣' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'done <id>'"),
        (
            "toggle 99999999999999999999",
            "'99999999999999999999' is not an id; ids are whole numbers from 1, as 'list' shows them; "
                + "type 'toggle <id>'"
        ),
        ("edit x y", "'x' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'edit <id> <title>'"),
        ("done 1 2", "'done' takes one id, not '1 2'; type 'done <id>'"),
        ("list later", "'list' takes active or done, not 'later'; type 'list [active|done]'"),
        ("clear all", "'clear' takes no arguments, not 'all'; type 'clear'"),
        ("import", "'import' needs a file; type 'import <file>'"),
        ("import \"\"", "'import' needs a file; type 'import <file>'"),
        (":state now", "':state' takes no arguments, not 'now'; type ':state'"),
        (":quit now", "':quit' takes no arguments, not 'now'; type ':quit'"),
        (":debug loud", "':debug' takes on, off or actions, not 'loud'; type ':debug on|off|actions'"),
        (":help nope", "no command is called 'nope'; ':help' lists commands"),
        (":help tooggle", "no command is called 'tooggle'; did you mean ':help toggle'?"),
        (
            ":record stop now",
            "':record stop' takes no arguments, not 'now'; type ':record stop', or ':record \"stop now\"' to record "
                + "to a file of that name"
        ),
        (":record stop \"a b\"", "':record stop' takes no arguments, not '\"a b\"'; type ':record stop'"),
    ])
    func mistakesSayWhatWasWrongAndWhatToType(line: String, message: String) {
        #expect(throws: CommandError.self) { try CommandParser.parse(line) }
        do {
            _ = try CommandParser.parse(line)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func anyLineParsesToACommandOrAnErrorThatSaysSomethingTheSameEveryTime() {
        let pieces = ["add", "edit", "done", ":debug", " ", "\t", "1", "0", "-", "x", "é", "\u{0}", "#", "\"", "ls"]
        var generator = SplitMix64(seed: 42)  // the same lines on every run
        var outcomes: [String: Int] = [:]
        for _ in 0..<2000 {
            let line = (0..<Int.random(in: 0...6, using: &generator))
                .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let first = Result { () throws(CommandError) in try CommandParser.parse(line) }
            let second = Result { () throws(CommandError) in try CommandParser.parse(line) }
            #expect(first == second, "parsing is a function of the line: \(line.debugDescription)")
            switch first {
            case .success(let command): outcomes[command == nil ? "nothing" : "command", default: 0] += 1
            case .failure(let error):
                #expect(!error.description.isEmpty, "an error says what is wrong: \(line.debugDescription)")
                outcomes["error", default: 0] += 1
            }
        }
        #expect(outcomes.keys.sorted() == ["command", "error", "nothing"], "the lines reach every outcome")
    }
}
