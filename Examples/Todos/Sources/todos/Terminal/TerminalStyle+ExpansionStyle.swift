import OnwardDebug
import OnwardExpand

extension TerminalStyle: ExpansionStyle {}
