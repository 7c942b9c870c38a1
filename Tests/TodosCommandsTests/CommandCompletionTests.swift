import Testing
import TodosCommands

/// What Tab offers: commands first, then ids, choices or files depending on the command.
@Suite struct CommandCompletionTests {
    @Test func firstWordCompletesToCommands() {
        #expect(CommandCompletion.candidates(before: "", word: "t", ids: []) == .words(["toggle"]))
        #expect(
            CommandCompletion.candidates(before: "", word: ":", ids: [])
                == .words([
                    ":help", ":state", ":debug", ":expand", ":undo", ":redo", ":jump", ":log", ":record", ":quit",
                ])
        )
        #expect(CommandCompletion.candidates(before: "  ", word: "zz", ids: []) == .words([]))
    }

    @Test(arguments: ["done ", "toggle ", "edit ", "rm  "])
    func idsAfterCommandsThatTakeOne(before: String) {
        #expect(CommandCompletion.candidates(before: before, word: "", ids: [1, 2, 12]) == .words(["1", "2", "12"]))
        #expect(CommandCompletion.candidates(before: before, word: "1", ids: [1, 2, 12]) == .words(["1", "12"]))
    }

    @Test func choicesFilesAndNothing() {
        #expect(CommandCompletion.candidates(before: "ls ", word: "", ids: []) == .words(["active", "done"]))
        #expect(CommandCompletion.candidates(before: ":debug ", word: "o", ids: []) == .words(["on", "off"]))
        #expect(CommandCompletion.candidates(before: ":help ", word: "ed", ids: []) == .words(["edit"]))
        #expect(CommandCompletion.candidates(before: "import ", word: "gro", ids: []) == .files)
        #expect(CommandCompletion.candidates(before: "add ", word: "", ids: [1]) == .words([]))
        #expect(CommandCompletion.candidates(before: "edit 1 ", word: "", ids: [1]) == .words([]))
        #expect(CommandCompletion.candidates(before: "nope ", word: "", ids: [1]) == .words([]))
    }

    @Test func typeNamesAfterExpandAndFilesOnceTheWordIsAPath() {
        let types = ["OnwardContainer", "ToDo", "ToDoStore", "TodoInteractor"]
        #expect(
            CommandCompletion.candidates(before: ":expand ", word: "To", ids: [], types: types)
                == .words(["ToDo", "ToDoStore", "TodoInteractor"])
        )
        #expect(CommandCompletion.candidates(before: ":expand ", word: "Sources/", ids: [], types: types) == .files)
        #expect(CommandCompletion.candidates(before: ":expand ", word: "./", ids: [], types: types) == .files)
    }
}
