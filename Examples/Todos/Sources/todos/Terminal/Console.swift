import Onward
import OnwardDebug
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Where the REPL writes: results on standard output, errors and warnings on standard error.
///
/// Errors, warnings and notes are plain text that may quote a log (an action's name, a title), so
/// their control characters are escaped (``Swift/String/escapingControlCharacters``); lines on
/// standard output are escaped where they are made, around their colors.
struct Console {
    /// The style of standard output.
    let output: TerminalStyle
    /// The style of standard error.
    let errors: TerminalStyle

    /// A console for this process's streams, colored where they are terminals.
    init(environment: [String: String]) {
        output = TerminalStyle(for: STDOUT_FILENO, environment: environment)
        errors = TerminalStyle(for: STDERR_FILENO, environment: environment)
    }

    /// The error number of the first write to standard output that failed, kept when it failed:
    /// every later call may change `errno`.
    private static let outputFailure = Mutex<Int32?>(nil)

    /// Writes a line on standard output.
    func print(_ line: String) {
        Self.keepFailure(of: fputs(line + "\n", stdout))
    }

    /// Writes `error: message` on standard error.
    func error(_ message: String) {
        flush()
        fputs(errors.error("error:") + " " + message.escapingControlCharacters + "\n", stderr)
    }

    /// Writes `warning: message` on standard error.
    func warning(_ message: String) {
        flush()
        fputs(errors.warning("warning:") + " " + message.escapingControlCharacters + "\n", stderr)
    }

    /// Writes a line on standard error as it is, but for its control characters.
    func note(_ line: String) {
        flush()
        fputs(line.escapingControlCharacters + "\n", stderr)
    }

    /// Sends what was written on standard output, so that it precedes the next prompt or error.
    func flush() {
        Self.flushOutput()
    }

    /// Sends what was written on standard output.
    ///
    /// - Returns: Why a write to it failed, if one did.
    @discardableResult
    static func flushOutput() -> String? {
        keepFailure(of: fflush(stdout))
        return outputFailure.withLock { $0 }.map { String(cString: strerror($0)) }
    }

    /// Keeps `errno` when a write to standard output returned `EOF`, if none failed before.
    private static func keepFailure(of result: Int32) {
        guard result == EOF else { return }
        let code = errno
        outputFailure.withLock { $0 = $0 ?? code }
    }
}
