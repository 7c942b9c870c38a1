import Onward

/// Compares two JSON states structurally and names the first difference by its path:
/// `todos[1].isCompleted: expected true, got false`.
enum StateComparison {
    /// The first difference between an expected and an actual value, or `nil` when they are equal.
    ///
    /// Object members are compared in the order of their sorted keys, array elements in order; a
    /// number written `1` equals one written `1.0`.
    /// - Parameters:
    ///   - expected: The state expected.
    ///   - actual: The state reached.
    ///   - path: Where the values are, for the message; empty for the whole state.
    /// - Returns: `path: expected X, got Y`.
    static func firstDifference(expected: JSONValue, actual: JSONValue, at path: String = "") -> String? {
        switch (expected, actual) {
        case (.object(let expectedMembers), .object(let actualMembers)):
            for key in Set(expectedMembers.keys).union(actualMembers.keys).sorted() {
                let member = path.isEmpty ? key : "\(path).\(key)"
                switch (expectedMembers[key], actualMembers[key]) {
                case (let want?, let got?):
                    if let difference = firstDifference(expected: want, actual: got, at: member) { return difference }
                case (let want?, nil):
                    return "\(member): expected \(want.excerpt()), got nothing"
                case (nil, let got?):
                    return "\(member): expected nothing, got \(got.excerpt())"
                case (nil, nil):
                    continue
                }
            }
            return nil
        case (.array(let expectedElements), .array(let actualElements)):
            for (index, (want, got)) in zip(expectedElements, actualElements).enumerated() {
                if let difference = firstDifference(expected: want, actual: got, at: "\(path)[\(index)]") {
                    return difference
                }
            }
            let index = min(expectedElements.count, actualElements.count)
            if expectedElements.count > index {
                return "\(path)[\(index)]: expected \(expectedElements[index].excerpt()), got nothing"
            }
            if actualElements.count > index {
                return "\(path)[\(index)]: expected nothing, got \(actualElements[index].excerpt())"
            }
            return nil
        case (.integer(let want), .number(let got)) where Double(want) == got:
            return nil
        case (.number(let want), .integer(let got)) where want == Double(got):
            return nil
        default:
            guard expected != actual else { return nil }
            return "\(path.isEmpty ? "the state" : path): expected \(expected.excerpt()), got \(actual.excerpt())"
        }
    }
}
