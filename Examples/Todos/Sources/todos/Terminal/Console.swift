import Onward
import OnwardDebug

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

    /// Writes a line on standard output.
    func print(_ line: String) {
        fputs(line + "\n", stdout)
    }

    /// Writes `error: message` on standard error.
    func error(_ message: String) {
        fflush(stdout)
        fputs(errors.error("error:") + " " + message.escapingControlCharacters + "\n", stderr)
    }

    /// Writes `warning: message` on standard error.
    func warning(_ message: String) {
        fflush(stdout)
        fputs(errors.warning("warning:") + " " + message.escapingControlCharacters + "\n", stderr)
    }

    /// Writes a line on standard error as it is, but for its control characters.
    func note(_ line: String) {
        fflush(stdout)
        fputs(line.escapingControlCharacters + "\n", stderr)
    }

    /// Sends what was written on standard output, so that it precedes the next prompt or error.
    func flush() {
        fflush(stdout)
    }
}
