import SwiftDiagnostics

/// The message of a fix-it offered by one of Onward's macros.
struct OnwardFixItMessage: FixItMessage {
    /// What the fix-it does, e.g. "Remove the initializer".
    let message: String
    /// A stable identifier in the `Onward` domain.
    let fixItID: MessageID

    /// Creates a fix-it message.
    /// - Parameters:
    ///   - message: What the fix-it does.
    ///   - id: A stable identifier, unique within Onward.
    init(_ message: String, id: String) {
        self.message = message
        self.fixItID = MessageID(domain: "Onward", id: id)
    }
}
