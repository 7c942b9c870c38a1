/// What the debug middleware prints on standard error, chosen with `:debug`.
public enum DebugMode: String, CaseIterable, Equatable, Sendable {
    /// Each action with the state changes it caused.
    case on
    /// Nothing.
    case off
    /// Each action, without state changes.
    case actions
}
