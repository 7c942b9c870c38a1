/// The whole state of a ``ToDoStore`` as a value: what a store restored from it holds again, to
/// the ids, the order, the flags and the next id.
///
/// `todos` saves it beside its action log as a snapshot, so that start-up does not replay every
/// action: ``ToDoStore/state`` takes it, ``ToDoStore/restore(_:)`` puts it back.
public struct ToDoStoreState: Codable, Equatable, Sendable {
    /// One todo of the list.
    public struct Item: Codable, Equatable, Sendable {
        /// The todo's id.
        public var id: Int
        /// Whether it is done.
        public var isCompleted: Bool
        /// Its title.
        public var title: String

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - id: The todo's id.
        ///   - isCompleted: Whether it is done.
        ///   - title: Its title.
        public init(id: Int, isCompleted: Bool, title: String) {
            self.id = id
            self.isCompleted = isCompleted
            self.title = title
        }
    }

    /// The todos, in the store's order.
    public var todos: [Item]
    /// The id the next added todo gets.
    public var nextID: Int

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - todos: The todos, in order.
    ///   - nextID: The id the next added todo gets.
    public init(todos: [Item], nextID: Int) {
        self.todos = todos
        self.nextID = nextID
    }

    /// Whether a store could have reached this state by its actions: ids from 1, each used once
    /// and each below ``nextID``.
    public var isReachable: Bool {
        guard nextID >= 1, todos.allSatisfy({ $0.id >= 1 && $0.id < nextID }) else { return false }
        // Ids in increasing order, as adding gives them, are distinct without hashing them.
        if zip(todos, todos.dropFirst()).allSatisfy({ $0.id < $1.id }) { return true }
        var seen = Set<Int>(minimumCapacity: todos.count)
        return todos.allSatisfy { seen.insert($0.id).inserted }
    }
}
