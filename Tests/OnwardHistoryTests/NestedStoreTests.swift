import Foundation
import Onward
import Testing

/// A book on a shelf: a store nested in the shelf's state.
@Store(BookInteractor.self)
final class Book {
    var isRead = false
    /// A property named like the generated method's parameter, which may hold a store.
    var visit: Book?
    /// A store the book only refers to, shared by every book: not a part of the shelf's state.
    unowned let settings = Settings.shared
    /// The way back to the shelf.
    weak var shelf: Shelf?
}

/// Settings every book refers to, changed from anywhere.
@Store(SettingsInteractor.self)
final class Settings {
    nonisolated(unsafe) static let shared = Settings()
    var isDark = false
}

@Interactor
final class SettingsInteractor {
    var flip: Action<Settings> {
        Action { Reducer(get: \.isDark, set: \.isDark) { !$0 } }
    }
}

/// A node of a tree: a store that is also a collection of stores, which the generated
/// `visitNestedStores` must tell apart.
@Store(NodeInteractor.self)
final class Node: Sequence {
    var children: [Node] = []
    var root: Node?

    func makeIterator() -> IndexingIterator<[Node]> { children.makeIterator() }
}

@Interactor
final class NodeInteractor {}

/// A store whose books are in collections of collections.
@Store(AislesInteractor.self)
final class Aisles {
    var grid: [[Book]] = []
    var slots: [Book?] = []
    var byAisle: [String: [Book]] = [:]
    var maybe: [Book]?
}

@Interactor
final class AislesInteractor {}

/// Another store, whose middleware dispatches on a book of a shelf it does not hold.
@Store(LibrarianInteractor.self)
final class Librarian {
    var shelf: Shelf?
}

@Interactor
final class LibrarianInteractor {
    var readFirst: Action<Librarian> {
        Action {
            Middleware { proxy in proxy.shelf?.books[0].dispatch(\.toggle) }
        }
    }
}

/// An observer that does nothing.
final class Watching<S: Store>: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: S) {}
    func didDispatch(_ event: DispatchEvent, to store: S) {}
}

@Interactor
final class BookInteractor {
    var toggle: Action<Book> {
        Action {
            Reducer(get: \.isRead, set: \.isRead) { !$0 }
        }
    }

    var toggleLater: AsyncAction<Book> {
        AsyncAction {
            AsyncReducer(get: \.isRead, set: \.isRead) { !$0 }
        }
    }
}

/// A shelf of books, whose history is kept.
@Store(ShelfInteractor.self)
final class Shelf {
    var books: [Book] = []
    /// A book the shelf owns and never replaces.
    let featured = Book()
}

@Interactor
final class ShelfInteractor {
    var add: Action<Shelf> {
        Action {
            Reducer(get: \.books, set: \.books) { $0 + [Book()] }
        }
    }

    var remove: Action<Shelf, Int> {
        Action { index in
            Reducer(get: \.books, set: \.books) { books in
                var books = books
                books.remove(at: index)
                return books
            }
        }
    }

    /// Marks a book read from a reducer of the shelf: a replay makes the dispatch again.
    var read: Action<Shelf, Int> {
        Action { index in
            Reducer(getter: \.books) { books in books[index].dispatch(\.toggle) }
        }
    }

    /// Marks a book read from a middleware of the shelf: the log would not hold it.
    var readLater: Action<Shelf, Int> {
        Action { index in
            Middleware { proxy in proxy.books[index].dispatch(\.toggle) }
        }
    }
}

extension Shelf: SavableStore {
    var state: [Bool] { books.map(\.isRead) }

    func restore(_ state: [Bool]) {
        dispatch(\.booksMutator, state.map { isRead in Book().with { $0.isRead = isRead } })
    }
}

extension Book {
    fileprivate func with(_ change: (Book) -> Void) -> Book {
        change(self)
        return self
    }
}

/// Opens a shelf's history, collecting what it reports.
final class OpenedShelf {
    let shelf = Shelf()
    var notices: [String] = []
    var history: StoreHistory<Shelf>!

    init(_ path: String) async throws(HistoryOpenError) {
        history = try await StoreHistory.open(
            path, recording: shelf, report: { [unowned self] in notices.append("\($0)") })
    }
}

@Suite struct NestedStoreTests {
    static let refused =
        "refused toggle on Book: it was not made by an action of Shelf, so its history could not make it again"

    @Test func aDispatchOnANestedStoreFromOutsideIsRefusedAndSaidAndTheLogStillGivesTheState() async throws {
        let folder = try Folder()
        do {
            let opened = try await OpenedShelf(folder.file("s.jsonl"))
            opened.shelf.dispatch(\.add)
            opened.shelf.dispatch(\.add)
            opened.shelf.dispatch(\.read, 0)  // through the shelf: recorded
            #expect(opened.shelf.state == [true, false])
            opened.shelf.books[1].dispatch(\.toggle)  // as a row of a view would
            await opened.shelf.books[1].dispatch(\.toggleLater)
            opened.shelf.dispatch(\.readLater, 1)  // a middleware of the shelf
            #expect(opened.shelf.state == [true, false])
            #expect(
                opened.notices == [
                    Self.refused,
                    "refused toggleLater on Book: it was not made by an action of Shelf, so its history could not make it again",
                    Self.refused,
                ])
            #expect(opened.history.actionCount == 4)
            opened.history.close()
        }
        // The log alone, without the snapshot the closing took, gives the state back.
        try FileManager.default.removeItem(atPath: folder.file("s.jsonl.snapshot"))
        let reopened = try await OpenedShelf(folder.file("s.jsonl"))
        #expect(reopened.shelf.state == [true, false])
    }

    @Test func anotherStoresActionIsRefusedWhetherOrNotThatStoreIsObserved() async throws {
        let folder = try Folder()
        let opened = try await OpenedShelf(folder.file("s.jsonl"))
        opened.shelf.dispatch(\.add)
        let librarian = Librarian()
        librarian.dispatch(\.shelfMutator, opened.shelf)
        librarian.dispatch(\.readFirst)
        librarian.dispatchObservers.add(Watching<Librarian>())
        librarian.dispatch(\.readFirst)
        #expect(opened.shelf.state == [false])
        #expect(opened.notices == [Self.refused, Self.refused])
    }

    @Test func aStoreTheShelfHoldsInALetIsGuardedToo() async throws {
        let folder = try Folder()
        let opened = try await OpenedShelf(folder.file("s.jsonl"))
        opened.shelf.featured.dispatch(\.toggle)
        #expect(!opened.shelf.featured.isRead)
        #expect(opened.notices == [Self.refused])
    }

    @Test func storesABookOnlyRefersToAreNotTheShelfsAndChangeFreely() async throws {
        let folder = try Folder()
        let opened = try await OpenedShelf(folder.file("s.jsonl"))
        opened.shelf.dispatch(\.add)
        opened.shelf.books[0].shelf = opened.shelf
        let wasDark = Settings.shared.isDark
        Settings.shared.dispatch(\.flip)
        #expect(Settings.shared.isDark == !wasDark)
        #expect(opened.notices.isEmpty)
        let tree = Node()
        tree.children = [Node()]
        tree.root = tree.children[0]
        var visited: [ObjectIdentifier] = []
        tree.visitNestedStores { visited.append(ObjectIdentifier($0)) }
        #expect(visited == [ObjectIdentifier(tree.children[0]), ObjectIdentifier(tree.children[0])])
    }

    /// Stores in optionals, arrays and dictionaries of them, at any depth, are found (those in
    /// `[[Book]]`, `[Book?]` and `[String: [Book]]` used to be passed over, so not guarded).
    @Test func storesInCollectionsOfCollectionsAreFound() {
        let aisles = Aisles()
        let books = (0..<4).map { _ in Book() }
        aisles.grid = [[books[0]]]
        aisles.slots = [nil, books[1]]
        aisles.byAisle = ["fiction": [books[2]]]
        aisles.maybe = [books[3]]
        var visited: [ObjectIdentifier] = []
        aisles.visitNestedStores { visited.append(ObjectIdentifier($0)) }
        #expect(visited == books.map(ObjectIdentifier.init))
    }

    @Test func storesThatJoinTheStateOrComeBackWithAMoveAreGuardedAndOnesThatLeftItAreNot() async throws {
        let folder = try Folder()
        let opened = try await OpenedShelf(folder.file("s.jsonl"))
        opened.shelf.dispatch(\.add)
        opened.shelf.dispatch(\.add)
        try await opened.history.travel(to: 1)  // the undo restores a book that is a new store
        opened.shelf.books[0].dispatch(\.toggle)
        #expect(opened.shelf.state == [false])
        #expect(opened.notices == [Self.refused])
        let first = opened.shelf.books[0]
        opened.shelf.dispatch(\.remove, 0)
        first.dispatch(\.toggle)  // claimed, but no longer on the shelf
        #expect(first.isRead)
        opened.history.close()
        opened.shelf.dispatch(\.add)
        opened.shelf.books[0].dispatch(\.toggle)  // no history is kept any more
        #expect(opened.shelf.state == [true])
        #expect(opened.notices == [Self.refused])
    }
}
