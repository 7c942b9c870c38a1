import Foundation
import Onward
import Testing

/// A book on a shelf: a store nested in the shelf's state.
@Store(BookInteractor.self)
final class Book {
    var isRead = false
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
        let reopened = try await OpenedShelf(folder.file("s.jsonl"))
        #expect(reopened.shelf.state == [true, false])
    }

    @Test func storesThatJoinTheStateOrComeBackWithAMoveAreGuardedAndOnesThatLeftItAreNot() async throws {
        let folder = try Folder()
        let opened = try await OpenedShelf(folder.file("s.jsonl"))
        opened.shelf.dispatch(\.add)
        let first = opened.shelf.books[0]
        opened.shelf.dispatch(\.add)
        try await opened.history.travel(to: 1)  // the undo restores a book that is a new store
        opened.shelf.books[0].dispatch(\.toggle)
        #expect(opened.shelf.state == [false])
        #expect(opened.notices == [Self.refused])
        opened.shelf.dispatch(\.remove, 0)
        first.dispatch(\.toggle)  // no longer on the shelf
        #expect(first.isRead)
        opened.history.close()
        opened.shelf.dispatch(\.add)
        opened.shelf.books[0].dispatch(\.toggle)  // no history is kept any more
        #expect(opened.shelf.state == [true])
        #expect(opened.notices == [Self.refused])
    }
}
