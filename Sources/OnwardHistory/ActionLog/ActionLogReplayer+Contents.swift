extension ActionLogReplayer {
    /// Reads a log's actions and position without dispatching them, to show the log.
    ///
    /// Every line is checked as a replay checks it (names and argument types with the registry),
    /// but nothing is dispatched, so a log this process is recording to may be read.
    /// - Parameters:
    ///   - path: The log's path.
    ///   - store: A store of the log's type, to read the names of actions registered by key path;
    ///     it is not changed.
    /// - Returns: The actions and the position.
    /// - Throws: ``ActionLogError`` at the first bad line.
    public func contents(of path: String, for store: S) throws(ActionLogError) -> ActionLogContents {
        let cursor = try ActionLogCursor(path: path, registry: registry, store: store, refusingRecordedLogs: false)
        var entries: [ActionLogEntry] = []
        while let step = try cursor.next() {
            try cursor.check(step)
            entries.append(
                ActionLogEntry(seq: step.seq, action: step.name, arguments: step.arguments.values.map(\.text)))
        }
        return ActionLogContents(entries: entries, position: cursor.position ?? entries.count)
    }
}
