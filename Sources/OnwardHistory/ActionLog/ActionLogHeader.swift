/// Checks the header line of an action log: format name, version, and store type.
enum ActionLogHeader {
    /// What is wrong with a log's first line, or `nil` when it is a valid header for a store type.
    ///
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
        guard case .integer(let version)? = fields["version"],
            ActionLogFormat.readableVersions.contains(Int(clamping: version))
        else {
            let found = fields["version"]?.excerpt() ?? "missing"
            let versions = ActionLogFormat.readableVersions
            return (
                .unsupportedVersion,
                "unknown format version \(found): this build reads versions \(versions.lowerBound) to \(versions.upperBound)"
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

    /// The format version of a valid header.
    ///
    /// - Returns: The version, or `nil` when the header has none.
    static func version(in fields: [String: JSONValue]) -> Int? {
        guard case .integer(let version)? = fields["version"] else { return nil }
        return Int(clamping: version)
    }
}
