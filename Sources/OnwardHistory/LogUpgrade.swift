/// A log of an older format, which ``StoreHistory/open(_:recording:registry:options:report:upgrade:)``
/// hands to its `upgrade` function, with the log locked, to write again in the current format
/// in its place.
public struct LogUpgrade<State> {
    /// The log.
    public let path: String
    /// Its format version.
    public let version: Int
    /// The state its last session ended with, when known (from its snapshot, or the state already
    /// loaded from it).
    public let lastState: State?
    /// Whether this is the log itself, whose old file should be kept beside it; not for a scratch
    /// copy of it.
    public let isOriginal: Bool
}
