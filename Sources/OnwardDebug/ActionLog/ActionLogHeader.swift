/// Checks the header line of an action log: format name, version, and store type.
enum ActionLogHeader {
    /// What is wrong with a log's first line, or `nil` when it is a valid header for a store type.
    ///
    /// - Parameters:
    ///   - fields: The first line, parsed as a JSON object.
    ///   - storeType: The store type's name, as `String(describing:)` gives it.
    /// - Returns: The kind of problem and the reason, for an ``ActionLogError`` at line 1.
    static func problem(
        in fields: [String: JSONValue],
        storeType: String
    ) -> (kind: ActionLogError.Kind, reason: String)? {
        let expected = ActionLogFormat.header(storeType: storeType)
        guard let format = fields["format"] else {
            return (.missingHeader, "missing header: the first line must be \(expected)")
        }
        guard format == .string(ActionLogFormat.name) else {
            return (
                .missingHeader, "missing header: \"format\" is \(format.excerpt()), not \"\(ActionLogFormat.name)\""
            )
        }
        guard let version = fields["version"], version == .integer(Int64(ActionLogFormat.version)) else {
            let found = fields["version"]?.excerpt() ?? "missing"
            return (
                .unsupportedVersion,
                "unknown format version \(found): this build reads version \(ActionLogFormat.version)"
            )
        }
        guard case .string(let logStore)? = fields["store"] else {
            return (.missingHeader, "missing header: \"store\" must name the store type, as in \(expected)")
        }
        guard logStore == storeType else {
            return (.wrongStore, "the log is for store \"\(logStore)\", not \"\(storeType)\"")
        }
        return nil
    }
}
