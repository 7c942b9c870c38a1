import Foundation

/// Plain values for snapshot and diff tests.
struct Item: Equatable, Identifiable {
    var id: Int
    var name: String
    var tags: [String] = []
}

enum Phase: Equatable {
    case idle
    case loading(progress: Double)
    case failed(String, code: Int)
}

struct Settings: Equatable {
    var title = "Inbox"
    var limit: Int? = nil
    var phase = Phase.idle
    var scores: [String: Int] = [:]
    var labels: Set<String> = []
    var origin = Point(x: 0, y: 0)
}

struct Point: Equatable {
    var x: Int
    var y: Int
}

/// A value that is not `Equatable`, so comparisons take it apart.
struct Bag {
    var items: [Item]
    var note: String
}

/// A plain class (not a store) that refers to itself through a child.
final class Node {
    var name: String
    var children: [Node] = []
    weak var parent: Node?
    var peer: Node?

    init(_ name: String) {
        self.name = name
    }
}
