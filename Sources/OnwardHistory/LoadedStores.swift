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
    final class OpeningMark {}

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
    /// state, are made by another history's log: that of a store whose state holds it (whose
    /// claim it carries), or its own. Two logs would each make those changes again, and record the
    /// other's replay of them.
    ///
    /// Only the store and those in its state are read, in its isolation domain: never another
    /// kept store's state, which another thread may be changing.
    static func sharing(_ store: any Store) -> String? {
        guard keepsAnother(than: store) else { return nil }
        let oneLog = "that history's log makes its changes, and a store's changes have one log"
        func reason(_ candidate: any Store) -> String? {
            if candidate !== store, keptStore(ObjectIdentifier(candidate)) != nil {
                return "its store holds a \(type(of: candidate)) that a history of its own keeps: \(oneLog)"
            }
            let claims = candidate.observerStorage.claim(on: candidate)?.all ?? []
            let owners = claims.filter(\.isActive).map(\.owner)
            guard
                let holder = owners.lazy.filter({ $0 != ObjectIdentifier(candidate) && $0 != ObjectIdentifier(store) })
                    .compactMap(keptStore).first
            else { return nil }
            return candidate === store
                ? "its store is in the state of a \(type(of: holder)), which a history keeps: \(oneLog)"
                : "its store holds a \(type(of: candidate)) that a \(type(of: holder)) holds too, which a history "
                    + "keeps: \(oneLog)"
        }
        var found = reason(store)
        if found == nil {
            NestedStores.searchOnce(from: store) { nested in
                found = reason(nested)
                return found == nil
            }
        }
        return found
    }
}
