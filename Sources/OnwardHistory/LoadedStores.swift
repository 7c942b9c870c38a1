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

    /// Notes that a history loads a store, unless one has (or is loading it on another thread).
    ///
    /// - Returns: `false` when a history loaded it before, in this process.
    static func claim(_ store: AnyObject) -> Bool {
        entries.withLock { entries in
            entries.removeAll { $0.store == nil }
            guard !entries.contains(where: { $0.store === store }) else { return false }
            entries.append(Entry(store: store))
            return true
        }
    }

    /// Forgets a store whose history could not start before it changed it: another process held
    /// the log, so nothing was loaded.
    static func release(_ store: AnyObject) {
        entries.withLock { entries in entries.removeAll { $0.store == nil || $0.store === store } }
    }
}
