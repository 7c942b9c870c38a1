@preconcurrency import CReadline
@preconcurrency import Foundation
import Onward

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Reads lines from a terminal with GNU readline: editing, history kept across runs, completion.
@MainActor
final class ReadlineReader: LineReader {
    /// How many lines the history file keeps.
    static let historyLimit: Int32 = 1000

    /// The file the history is kept in, or `nil` to keep it only for this run.
    private let historyPath: String?

    /// The line added to the history last, to skip repeats.
    private var lastLine: String?

    /// The lines after the first of a pasted text, each read as if typed.
    private var pasted: [String] = []

    var isInteractive: Bool { true }

    /// Sets readline up: its name for `~/.inputrc`, completion, Ctrl-C, and the saved history.
    ///
    /// - Parameters:
    ///   - historyPath: The history file, created with its folder if missing; `nil` keeps no history file.
    ///   - promptOnStandardError: Whether to draw the prompt and the line on standard error,
    ///     because standard output is not the terminal.
    init(historyPath: String?, promptOnStandardError: Bool) {
        // A symbolic link is followed here, once: the file it names is the one read, trimmed and
        // appended to, wherever the link points from.
        let historyPath = historyPath.map(LogFiles.followingSymbolicLinks)
        self.historyPath = historyPath
        ReadlineCompletion.install()
        Interrupt.install()
        // readline handles SIGTERM and SIGHUP itself while it reads (it restores the terminal,
        // passes the signal on to ``Termination`` and returns `NULL`); one that came before it
        // took them over is seen here, so that it does not wait for a key.
        rl_startup_hook = {
            if Termination.requested != nil { rl_done = 1 }
            return 0
        }
        if promptOnStandardError { rl_outstream = stderr }
        using_history()
        stifle_history(Self.historyLimit)
        if let historyPath {
            if access(historyPath, F_OK) == 0 {
                read_history(historyPath)
                Self.trimHistory(at: historyPath)
            } else {
                let folder = (historyPath as NSString).deletingLastPathComponent
                try? FileManager.default.createDirectory(
                    atPath: folder,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700]
                )
                close(open(historyPath, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600))
            }
        }
    }

    /// Keeps the history file's last ``historyLimit`` lines, replacing it whole or not at all (a
    /// full disk leaves it as it was): readline's own trim renamed a partly written file over it,
    /// and wrote beside a symbolic link's target as if the link were in the working folder.
    private static func trimHistory(at path: String) {
        guard let contents = FileManager.default.contents(atPath: path) else { return }
        let lines = contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let kept = Int(historyLimit) + 1  // the last line break leaves an empty last part
        guard lines.count > kept else { return }
        let trimmed = Data(lines.suffix(kept).joined(separator: [UInt8(ascii: "\n")]))
        _ = FileReplacement.replace(path, through: path + ".trimming-\(getpid())", with: trimmed)
    }

    /// The next line; `nil` at Ctrl-D, and once SIGTERM or SIGHUP asked the session to end
    /// (``Termination``), dropping the line being typed.
    func readLine(prompt: String) -> String? {
        if !pasted.isEmpty { return remember(pasted.removeFirst()) }
        Interrupt.reset()
        let raw = readline(prompt)
        if Termination.requested != nil {
            free(raw)
            return nil
        }
        guard let raw else {
            // Readline 8.1 and later end the prompt's line themselves at Ctrl-D; older ones do not.
            if rl_readline_version < 0x0801 { fputs("\n", rl_outstream) }
            return nil
        }
        defer { free(raw) }
        // Readline keeps the line breaks of a pasted text in the one line it returns: each line
        // is a command, as when the same text is piped in.
        var lines = String(cString: raw).split(whereSeparator: \.isNewline).map(String.init)
        guard !lines.isEmpty else { return "" }
        let first = lines.removeFirst()
        pasted = lines
        return remember(first)
    }

    func updateIDs(_ ids: [Int]) {
        ReadlineCompletion.setIDs(ids)
    }

    /// Adds a line to the history and appends it to the history file at once.
    private func remember(_ line: String) -> String {
        guard !line.allSatisfy(\.isWhitespace), line != lastLine else { return line }
        lastLine = line
        add_history(line)
        if let historyPath { Self.append(line, toHistoryAt: historyPath) }
        return line
    }

    /// Appends a line to the history file whole or not at all: readline's `append_history` left
    /// the part a full disk had room for, and the next line was joined to it.
    private static func append(_ line: String, toHistoryAt path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = FileDescriptorWriter.append(Array((line + "\n").utf8), to: descriptor)
    }
}
