/// A rendered picture of a value: every stored property, nested value, collection and store in it.
///
/// A snapshot is plain data, cheap to keep and compare. Its ``description`` is the canonical text
/// of the state — dictionaries and sets in sorted order, no addresses — so two stores in the same
/// state print the same text and have the same ``canonicalHash``.
/// ```swift
/// let snapshot = StateSnapshot(of: store)
/// print(snapshot)  // ToDoStore(todos: [ToDo(title: "Buy milk", isCompleted: false)])
/// ```
/// A store's `interactor` and `observerStorage` are left out, and an `@Observable` class shows
/// its properties under their declared names. A class instance met again inside itself is shown
/// as a ``cycle(type:)`` instead of being followed.
public indirect enum StateSnapshot: Hashable, Sendable {
    /// A value with no parts worth showing, as text: `42`, `true`, `"Buy milk"`, `.active`.
    case leaf(String)

    /// An optional without a value.
    case nilValue

    /// An array or other ordered collection.
    case list([StateSnapshot])

    /// A set, its elements sorted by their text.
    case set([StateSnapshot])

    /// A dictionary, its entries sorted by the text of their keys.
    case dictionary([Entry])

    /// A struct, class instance or tuple: its type name (empty for a tuple) and stored properties.
    case record(type: String, fields: [Field])

    /// An enum case with associated values.
    case enumCase(type: String, name: String, payload: [Field])

    /// A class instance that is already being shown further out: a reference cycle.
    case cycle(type: String)

    /// A stored property, tuple element or associated value.
    public struct Field: Hashable, Sendable {
        /// The property's name; empty for an unlabeled associated value.
        public let label: String

        /// The property's value.
        public let value: StateSnapshot

        /// Creates a field.
        ///
        /// - Parameters:
        ///   - label: The property's name.
        ///   - value: The property's value.
        public init(label: String, value: StateSnapshot) {
            self.label = label
            self.value = value
        }
    }

    /// A key and its value in a dictionary.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public let key: StateSnapshot

        /// The value.
        public let value: StateSnapshot

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - key: The key.
        ///   - value: The value.
        public init(key: StateSnapshot, value: StateSnapshot) {
            self.key = key
            self.value = value
        }
    }

    /// Takes a snapshot of any value: a store, a struct, a collection, a number.
    ///
    /// - Parameter value: The value to show.
    public init(of value: Any) {
        self = StateCapture(of: value).snapshot
    }

    /// A stable 64-bit hash of the canonical text, to compare states across runs of one version of
    /// Onward (this version's hash differs from that of versions before it).
    public var canonicalHash: StateHash {
        StateHash(of: description)
    }
}
