import OnwardCore
import Synchronization

/// The stores a history has loaded in this process, and which of them a history keeps now.
///
/// A store is in its initial state only before its first history loads it, and a history takes
/// the state it is opened on for the state before the log's first action: a second history on
/// the same store would take the first one's last state for it, show it, and write it into its
/// snapshot. And a store's changes have one log: a history is not kept on a store in the state of
/// a store a history keeps, nor on one whose state holds such a store.
enum LoadedStores {
    /// A store, and the history that keeps it, held weakly, so that one that went away is forgotten.
    private struct Entry: @unchecked Sendable {
        weak var store: AnyObject?
        weak var history: AnyObject?
    }

    private static let entries = Mutex<[Entry]>([])

    /// What keeps a store noted as kept while its history opens, before the history exists.
    final class Opening {}

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

    /// Notes the history that keeps a store from now on, or, given `nil`, that it no longer does.
    static func note(_ history: AnyObject?, keeping store: AnyObject) {
        entries.withLock { entries in
            for index in entries.indices where entries[index].store === store { entries[index].history = history }
        }
    }

    /// Whether a history keeps a store other than this one.
    static func keepsAnother(than store: AnyObject) -> Bool {
        entries.withLock { entries in entries.contains { $0.history != nil && $0.store != nil && $0.store !== store } }
    }

    /// The store with this identity, if a history keeps it.
    static func keptStore(_ identity: ObjectIdentifier) -> AnyObject? {
        entries.withLock { entries in
            entries.first { $0.history != nil && $0.store.map(ObjectIdentifier.init) == identity }
        }?.store
    }

    /// Why a history may not keep a store, if it may not: its changes, or those of a store in its
    /// state, are made by another history's log, that of a store it is in the state of, or of one
    /// in its state, or of one whose state holds a store of its state too. Two logs would each
    /// make those changes again, and record the other's replay of them.
    static func sharing(_ store: any Store) -> String? {
        let kept = entries.withLock { $0 }.compactMap { entry in
            entry.history == nil || entry.store === store ? nil : entry.store as? any Store
        }
        guard !kept.isEmpty else { return nil }
        // The store whose log makes the changes of each store kept or in a kept store's state.
        var keeper: [ObjectIdentifier: any Store] = [:]
        for holder in kept {
            keeper[ObjectIdentifier(holder)] = holder
            NestedStores.searchOnce(from: holder) { nested in
                keeper[ObjectIdentifier(nested)] = holder
                return true
            }
        }
        let oneLog = "that history's log makes its changes, and a store's changes have one log"
        if let holder = keeper[ObjectIdentifier(store)] {
            return "its store is in the state of a \(type(of: holder)), which a history keeps: \(oneLog)"
        }
        var shared: (nested: any Store, holder: any Store)?
        NestedStores.searchOnce(from: store) { nested in
            shared = keeper[ObjectIdentifier(nested)].map { (nested, $0) }
            return shared == nil
        }
        guard let (nested, holder) = shared else { return nil }
        return nested === holder
            ? "its store holds a \(type(of: nested)) that a history of its own keeps: \(oneLog)"
            : "its store holds a \(type(of: nested)) that a \(type(of: holder)) holds too, which a history keeps: \(oneLog)"
    }
}
