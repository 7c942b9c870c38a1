/// An action the page points out, with why: such as the first after which the state differs
/// from an expected one.
public struct InspectionMark: Hashable, Sendable {
    /// The action's number, from 1.
    public let action: Int

    /// Why it is marked, shown beside it.
    public let note: String

    /// Creates a mark.
    ///
    /// - Parameters:
    ///   - action: The action's number, from 1.
    ///   - note: Why it is marked; control characters are escaped when shown.
    public init(action: Int, note: String) {
        self.action = action
        self.note = note
    }
}
