import Foundation
import Testing

/// `SIGTERM` or `SIGHUP` sent to a session at a terminal, through tmux, while a line is half
/// typed: readline gives the terminal back as it found it, and the session ends as at Ctrl-D.
@Suite(
    .enabled(if: Tmux.executable != nil, "tmux is not installed; install it to run the terminal tests"),
    .enabled(if: !ThreadSanitizer.isActive, "ThreadSanitizer holds signals back"),
    .timeLimit(.minutes(2))  // a screen that never comes blocks the wait: fail instead of hanging
)
struct SignalAtATerminalTests {
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalAtThePromptEndsTheSessionAndGivesTheTerminalBack(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let tmux = try #require(Tmux(environment: TodosRun.environment(folder: folder, changes: [:])))
        // Started in the background so that the shell says its pid; its input is the terminal still.
        let command =
            "cd '\(folder.path)' && stty -g > tty.before && { '\(TodosBinary.path)' --file t.jsonl </dev/tty & "
            + "echo \"[pid $!]\"; wait $!; status=$?; stty -g > tty.after; echo \"[exit $status]\"; sleep 30; }"
        try tmux.start(command, session: "sig")
        let started = try #require(try tmux.wait(for: "sig") { $0.lastScreenLine == "todos>" })
        let pidLine = try #require(started.screenLines.first { $0.hasPrefix("[pid ") })
        let pid = try #require(pid_t(pidLine.dropFirst(5).dropLast()))
        try tmux.type("add one", to: "sig")
        try tmux.keys("Enter", to: "sig")
        #expect(try tmux.wait(for: "sig") { $0.contains("added 1: one") && $0.lastScreenLine == "todos>" } != nil)
        try tmux.type("add half typed", to: "sig")
        #expect(try tmux.wait(for: "sig") { $0.lastScreenLine == "todos> add half typed" } != nil)

        kill(pid, signal)
        let ended = try #require(try tmux.wait(for: "sig") { $0.contains("[exit ") })
        let name = signal == SIGTERM ? "SIGTERM" : "SIGHUP"
        let lines = ended.screenLines
        let prompt = try #require(lines.firstIndex(of: "todos> add half typed"))
        #expect(lines.dropFirst(prompt + 1).first == "todos: \(name) ended the session")
        #expect(lines.last == "[exit \(128 + signal)]", "a shell sees 128 plus the signal")
        #expect(folder.read("tty.after") == folder.read("tty.before"), "the terminal's settings are as they were")
        #expect(folder.read("t.jsonl") == ActionLogText.log([("add", #"["one"]"#)]), "the half-typed line is dropped")
        #expect(folder.read("t.jsonl.snapshot") != nil)
    }
}
