import Synchronization

/// The stores a history has loaded in this process: a store is in its initial state only before
/// its first history loads it, and a history takes the state it is opened on for the state before
/// the log's first action. A second history on the same store would take the first one's last
/// state for it, show it, and write it into its snapshot.
enum LoadedStores {
    /// A store, held weakly, so that one that went away is forgotten.
    private struct Entry: @unchecked Sendable {
        weak var store: AnyObject?
    }

    private static let entries = Mutex<[Entry]>([])

    /// Whether a history has loaded this store.
    ///
    /// - Parameter store: The store.
    /// - Returns: `true` when one has, in this process.
    static func contains(_ store: AnyObject) -> Bool {
        entries.withLock { entries in entries.contains { $0.store === store } }
    }

    /// Notes that a history loaded a store.
    ///
    /// - Parameter store: The store.
    static func insert(_ store: AnyObject) {
        entries.withLock { entries in
            entries.removeAll { $0.store == nil }
            entries.append(Entry(store: store))
        }
    }
}
