import OnwardDebug

/// States kept as a table of nodes, each distinct node once: consecutive states share every part
/// an action did not change, so keeping a state costs about the size of its change.
///
/// Each node is kept with its text for the page (``encoded``): a JSON string for a leaf, `0` for
/// `nil`, else an array whose first element says what it is — `[1, child...]` a list, `[2, key,
/// child, ...]` a set and `[3, key, child, ...]` a dictionary (each element or key as its text),
/// `[4, type, label, child, ...]` a record, `[5, type, case, label, child, ...]` an enum case,
/// `[6, type]` a cycle. Children are node numbers.
package struct StateTable {
    private enum Node: Hashable {
        case leaf(String)
        case nilValue
        case list([Int])
        case set(keys: [String], values: [Int])
        case dictionary(keys: [String], values: [Int])
        case record(type: String, labels: [String], values: [Int])
        case enumCase(type: String, name: String, labels: [String], values: [Int])
        case cycle(String)
    }

    private var nodes: [Node] = []
    private var numbers: [Node: Int] = [:]
    /// The numbers of the records and enum cases of the last two states added, by their snapshot:
    /// most of a state is as it was after the last action, and a record found here is not taken
    /// apart again. Older ones are let go, so the memo does not grow with the log.
    private var records: [StateSnapshot: Int] = [:]
    private var earlierRecords: [StateSnapshot: Int] = [:]

    /// Each node's text for the page, by number.
    package private(set) var encoded: [String] = []

    /// The bytes of ``encoded``, with a separator each.
    package private(set) var byteCount = 0

    /// Creates an empty table.
    package init() {}

    /// Adds a state, reusing the nodes already in the table.
    ///
    /// - Parameters:
    ///   - snapshot: The state.
    ///   - text: Makes a text ready to show (escaped, shortened).
    /// - Returns: The number of its root node.
    package mutating func add(_ snapshot: StateSnapshot, text: (String) -> String) -> Int {
        earlierRecords = records
        records = [:]
        return interned(snapshot, text: text)
    }

    private mutating func interned(_ snapshot: StateSnapshot, text: (String) -> String) -> Int {
        let isRecord: Bool
        switch snapshot {
        case .record, .enumCase: isRecord = true
        default: isRecord = false
        }
        if isRecord, let number = records[snapshot] ?? earlierRecords[snapshot] {
            records[snapshot] = number
            return number
        }
        let number = intern(snapshot, text: text)
        if isRecord { records[snapshot] = number }
        return number
    }

    private mutating func intern(_ snapshot: StateSnapshot, text: (String) -> String) -> Int {
        let node: Node
        switch snapshot {
        case .leaf(let value): node = .leaf(text(value))
        case .nilValue: node = .nilValue
        case .list(let elements): node = .list(elements.map { interned($0, text: text) })
        case .set(let elements):
            node = .set(keys: elements.map { text($0.description) }, values: elements.map { interned($0, text: text) })
        case .dictionary(let entries):
            node = .dictionary(
                keys: entries.map { text($0.key.description) }, values: entries.map { interned($0.value, text: text) })
        case .record(let type, let fields):
            node = .record(
                type: text(type), labels: fields.map { text($0.label) },
                values: fields.map { interned($0.value, text: text) })
        case .enumCase(let type, let name, let payload):
            node = .enumCase(
                type: text(type), name: text(name), labels: payload.map { text($0.label) },
                values: payload.map { interned($0.value, text: text) })
        case .cycle(let type): node = .cycle(text(type))
        }
        if let number = numbers[node] { return number }
        let number = nodes.count
        nodes.append(node)
        numbers[node] = number
        let json = Self.encode(node)
        encoded.append(json)
        byteCount += json.utf8.count + 1
        return number
    }

    /// The state whose root is a node, rebuilt; keys of dictionaries and elements' texts of sets
    /// come back as leaves of their text.
    ///
    /// - Parameter number: The root's number.
    /// - Returns: The state.
    package func snapshot(_ number: Int) -> StateSnapshot {
        func fields(_ labels: [String], _ values: [Int]) -> [StateSnapshot.Field] {
            zip(labels, values).map { StateSnapshot.Field(label: $0, value: snapshot($1)) }
        }
        switch nodes[number] {
        case .leaf(let text): return .leaf(text)
        case .nilValue: return .nilValue
        case .list(let children): return .list(children.map(snapshot))
        case .set(_, let values): return .set(values.map(snapshot))
        case .dictionary(let keys, let values):
            return .dictionary(zip(keys, values).map { .init(key: .leaf($0), value: snapshot($1)) })
        case .record(let type, let labels, let values): return .record(type: type, fields: fields(labels, values))
        case .enumCase(let type, let name, let labels, let values):
            return .enumCase(type: type, name: name, payload: fields(labels, values))
        case .cycle(let type): return .cycle(type: type)
        }
    }

    private static func encode(_ node: Node) -> String {
        func pairs(_ keys: [String], _ values: [Int]) -> String {
            zip(keys, values).map { PageJSON.string($0) + "," + String($1) }.joined(separator: ",")
        }
        func list(_ kind: Int, _ parts: String...) -> String {
            "[" + ([String(kind)] + parts.filter { !$0.isEmpty }).joined(separator: ",") + "]"
        }
        switch node {
        case .leaf(let text): return PageJSON.string(text)
        case .nilValue: return "0"
        case .list(let children): return list(1, children.map(String.init).joined(separator: ","))
        case .set(let keys, let values): return list(2, pairs(keys, values))
        case .dictionary(let keys, let values): return list(3, pairs(keys, values))
        case .record(let type, let labels, let values): return list(4, PageJSON.string(type), pairs(labels, values))
        case .enumCase(let type, let name, let labels, let values):
            return list(5, PageJSON.string(type), PageJSON.string(name), pairs(labels, values))
        case .cycle(let type): return list(6, PageJSON.string(type))
        }
    }
}
