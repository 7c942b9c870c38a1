import Onward

/// Compares two JSON states structurally and names the first difference by its path:
/// `todos[1].isCompleted: expected true, got false`.
enum StateComparison {
    /// One step into a JSON value: an object's member (`.field`) or an array's element (`.index`).
    typealias Step = StatePath.Component

    /// Where two states first differ, and how.
    struct Difference: Equatable {
        /// The path to the differing value.
        let path: [Step]
        /// `todos[1].isCompleted: expected true, got false`.
        let message: String
    }

    /// The first difference between an expected and an actual value, or `nil` when they are equal.
    ///
    /// Object members are compared in the order of their sorted keys, array elements in order; a
    /// number written `1` equals one written `1.0`.
    /// - Returns: The path and `path: expected X, got Y`.
    static func firstDifference(expected: JSONValue, actual: JSONValue, at path: [Step] = []) -> Difference? {
        // The parts of two objects or two arrays, side by side; a part one of them lacks is `nil`.
        let parts: [(step: Step, expected: JSONValue?, actual: JSONValue?)]
        switch (expected, actual) {
        case (.object(let expectedMembers), .object(let actualMembers)):
            parts = Set(expectedMembers.keys).union(actualMembers.keys).sorted().map {
                (.field($0), expectedMembers[$0], actualMembers[$0])
            }
        case (.array(let expectedElements), .array(let actualElements)):
            parts = (0..<max(expectedElements.count, actualElements.count)).map {
                (.index($0), expectedElements.dropFirst($0).first, actualElements.dropFirst($0).first)
            }
        case (.integer(let want), .number(let got)) where Double(want) == got:
            return nil
        case (.number(let want), .integer(let got)) where want == Double(got):
            return nil
        default:
            guard expected != actual else { return nil }
            let here = text(of: path)
            return Difference(
                path: path,
                message: "\(here.isEmpty ? "the state" : here): expected \(expected.excerpt()), got \(actual.excerpt())"
            )
        }
        for part in parts {
            let inner = path + [part.step]
            guard let want = part.expected, let got = part.actual else {
                let (want, got) = (part.expected?.excerpt() ?? "nothing", part.actual?.excerpt() ?? "nothing")
                return Difference(path: inner, message: "\(text(of: inner)): expected \(want), got \(got)")
            }
            if let difference = firstDifference(expected: want, actual: got, at: inner) { return difference }
        }
        return nil
    }

    /// The value at a path, or `nil` when there is none.
    ///
    /// - Returns: The value there.
    static func value(at path: some Collection<Step>, in value: JSONValue) -> JSONValue? {
        guard let step = path.first else { return value }
        switch (step, value) {
        case (.field(let key), .object(let members)):
            return members[key].flatMap { self.value(at: path.dropFirst(), in: $0) }
        case (.index(let index), .array(let elements)) where elements.indices.contains(index):
            return self.value(at: path.dropFirst(), in: elements[index])
        default:
            return nil
        }
    }

    /// `todos[1].isCompleted`; empty for the root.
    static func text(of path: [Step]) -> String {
        path.isEmpty ? "" : StatePath(path).text { "\($0)" }
    }
}
