import OnwardDebug
import OnwardExpand

extension TerminalStyle: ExpansionStyle {
    /// Generated lines in green.
    package func done(_ text: String) -> String { green(text) }
}
