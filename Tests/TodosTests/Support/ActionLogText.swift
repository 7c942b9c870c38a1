/// Action logs written by hand for the tests, in the documented format.
enum ActionLogText {
    /// The header line of a `ToDoStore` log, with its line break.
    static let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n"

    /// A log: the header, then one line per action, each `(action, JSON arguments)`.
    static func log(_ actions: [(String, String)]) -> String {
        header
            + actions.enumerated().map { index, action in
                #"{"seq":\#(index + 1),"action":"\#(action.0)","args":\#(action.1)}"# + "\n"
            }.joined()
    }
}
