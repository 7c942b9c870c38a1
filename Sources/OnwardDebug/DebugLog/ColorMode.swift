import Foundation

/// When the debug output is colored.
///
/// Color is never used when the `NO_COLOR` environment variable is set to anything but the empty
/// string (https://no-color.org).
public enum ColorMode: Sendable {
    /// Colored when the output is a terminal, unless it says it cannot show color (`TERM=dumb`).
    case automatic

    /// Colored even when the output is not a terminal.
    case always

    /// Never colored.
    case never

    /// Whether output written to `output` is colored.
    ///
    /// - Parameters:
    ///   - output: The output.
    ///   - environment: The environment to read `NO_COLOR` and `TERM` from; the process's by default.
    /// - Returns: `true` to color.
    public func isEnabled(
        for output: DebugOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch self {
        case .automatic: return output.isTerminal && environment["TERM"] != "dumb"
        case .always: return true
        case .never: return false
        }
    }
}
