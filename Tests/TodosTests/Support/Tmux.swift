import Foundation

/// Drives a program in a real terminal: a private tmux server, keys sent, the screen read back.
final class Tmux {
    /// The tmux executable, or `nil` when tmux is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// The private server's socket, so the user's own tmux is never touched; removed at the end.
    private let socket = FileManager.default.temporaryDirectory
        .appendingPathComponent("todos-tmux-\(UUID().uuidString.prefix(8))").path
    private let executable: String
    private let environment: [String: String]
    /// The sessions' output, as tmux copies it to a FIFO (`pipe-pane`): read to wait for the next
    /// output, open for reading and writing so that a read blocks until there is some.
    private var outputs: [String: Int32] = [:]

    /// Prepares a server; nothing runs until ``start(_:width:height:)``.
    ///
    /// - Parameter environment: The environment of the programs started.
    init?(environment: [String: String]) {
        guard let executable = Self.executable else { return nil }
        self.executable = executable
        var environment = environment
        environment["TERM"] = "xterm-256color"
        environment["INPUTRC"] = "/dev/null"
        self.environment = environment
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
        for (session, descriptor) in outputs {
            close(descriptor)
            unlink(fifo(for: session))
        }
    }

    /// The FIFO a session's output is copied to.
    private func fifo(for session: String) -> String {
        socket + "-\(session).fifo"
    }

    /// Starts a shell command in a new session named `name`, in a terminal of the given size.
    func start(_ command: String, session name: String, width: Int = 100, height: Int = 30) throws {
        let fifo = fifo(for: name)
        guard mkfifo(fifo, 0o600) == 0 else { throw SpawnError.failed("mkfifo", errno) }
        let descriptor = open(fifo, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw SpawnError.failed("open", errno) }
        outputs[name] = descriptor
        // The program starts once its output is copied, so none of it comes unannounced.
        try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "sleep 86400"])
        try tmux(["pipe-pane", "-t", name, "cat >> '\(fifo)'"])
        try tmux(["respawn-pane", "-k", "-t", name, command])
    }

    /// Sends keys: tmux key names such as `Enter`, `Tab`, `Up`, `C-c`, `C-d`.
    func keys(_ keys: String..., to session: String) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// Types text literally.
    func type(_ text: String, to session: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
    }

    /// Pastes text as a terminal does, bracketed (`ESC [200~ … ESC [201~`) for a program that
    /// asked for it, as readline does.
    func paste(_ text: String, to session: String) throws {
        try tmux(["set-buffer", "-b", "paste", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "paste", "-t", session])
    }

    /// The text on the screen, lines without trailing blanks.
    func screen(of session: String) throws -> String {
        try tmux(["capture-pane", "-p", "-t", session])
    }

    /// Waits until the screen satisfies a condition: reads it again each time the program
    /// writes to the terminal, an event, never against the clock.
    ///
    /// - Returns: The screen, or `nil` when the program's output ended first.
    func wait(for session: String, until condition: (String) -> Bool) throws -> String? {
        guard let descriptor = outputs[session] else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let screen = try screen(of: session)
            if condition(screen) { return screen }
            // Output that came after the screen was read is waiting in the FIFO: no change is missed.
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 || (count < 0 && errno == EINTR) else { return nil }
        }
    }

    /// Runs a tmux command and returns what it printed.
    ///
    /// The output goes through a file, not a pipe: `new-session` starts the server, which would
    /// keep a pipe's write end open for as long as it runs.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("todos-tmux-\(UUID().uuidString.prefix(8)).out").path
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        _ = try Spawn.run(
            executable,
            ["-S", socket, "-f", "/dev/null"] + arguments,
            environment: environment,
            output: outputPath
        )
        return FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

extension String {
    /// The screen's lines with text, in order.
    var screenLines: [String] {
        split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// The last line with text on a screen: where the cursor's prompt is.
    var lastScreenLine: String {
        screenLines.last ?? ""
    }
}
