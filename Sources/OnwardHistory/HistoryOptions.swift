/// How a ``StoreHistory`` names the files it keeps beside its log, and how often it takes a
/// snapshot.
public struct HistoryOptions: Sendable {
    /// What a snapshot file says it is (`"format":"onward-snapshot"`): a file at the snapshot's
    /// path that does not say so is never replaced.
    public var snapshotFormat: String
    /// How many actions opening may replay beyond the last snapshot before it takes a new one, and
    /// how many ``StoreHistory/saveSnapshotIfDue()`` lets a session add before it does.
    public var snapshotInterval: Int
    /// How the name of a scratch log starts, in the temporary folder.
    public var scratchName: String

    /// Options; the defaults suit any app.
    ///
    /// - Parameters:
    ///   - snapshotFormat: What a snapshot file says it is.
    ///   - snapshotInterval: How many actions between snapshots, at most.
    ///   - scratchName: How the name of a scratch log starts.
    public init(
        snapshotFormat: String = "onward-snapshot",
        snapshotInterval: Int = 1_000,
        scratchName: String = "onward-scratch"
    ) {
        self.snapshotFormat = snapshotFormat
        self.snapshotInterval = snapshotInterval
        self.scratchName = scratchName
    }
}
