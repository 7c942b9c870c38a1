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
    /// - Parameters:
    ///   - expected: The state expected.
    ///   - actual: The state reached.
    ///   - path: Where the values are; empty for the whole state.
    /// - Returns: The path and `path: expected X, got Y`.
    static func firstDifference(expected: JSONValue, actual: JSONValue, at path: [Step] = []) -> Difference? {
        let here = text(of: path)
        switch (expected, actual) {
        case (.object(let expectedMembers), .object(let actualMembers)):
            for key in Set(expectedMembers.keys).union(actualMembers.keys).sorted() {
                let member = path + [.field(key)]
                switch (expectedMembers[key], actualMembers[key]) {
                case (let want?, let got?):
                    if let difference = firstDifference(expected: want, actual: got, at: member) { return difference }
                case (let want?, nil):
                    return Difference(
                        path: member, message: "\(text(of: member)): expected \(want.excerpt()), got nothing")
                case (nil, let got?):
                    return Difference(
                        path: member, message: "\(text(of: member)): expected nothing, got \(got.excerpt())")
                case (nil, nil):
                    continue
                }
            }
            return nil
        case (.array(let expectedElements), .array(let actualElements)):
            for (index, (want, got)) in zip(expectedElements, actualElements).enumerated() {
                if let difference = firstDifference(expected: want, actual: got, at: path + [.index(index)]) {
                    return difference
                }
            }
            let index = min(expectedElements.count, actualElements.count)
            let element = path + [.index(index)]
            if expectedElements.count > index {
                return Difference(
                    path: element,
                    message: "\(here)[\(index)]: expected \(expectedElements[index].excerpt()), got nothing")
            }
            if actualElements.count > index {
                return Difference(
                    path: element,
                    message: "\(here)[\(index)]: expected nothing, got \(actualElements[index].excerpt())")
            }
            return nil
        case (.integer(let want), .number(let got)) where Double(want) == got:
            return nil
        case (.number(let want), .integer(let got)) where want == Double(got):
            return nil
        default:
            guard expected != actual else { return nil }
            return Difference(
                path: path,
                message: "\(here.isEmpty ? "the state" : here): expected \(expected.excerpt()), got \(actual.excerpt())"
            )
        }
    }

    /// The value at a path, or `nil` when there is none.
    ///
    /// - Parameters:
    ///   - path: The steps from the root.
    ///   - value: The root.
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
