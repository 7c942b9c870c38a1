import Onward

/// Normalizes and checks todo titles; injected into ``TodoInteractor`` through the container.
public struct TitleValidator: Sendable {
    /// The longest title accepted, in characters.
    public var maximumLength = 200

    /// Creates a validator.
    public init() {}

    /// The title without surrounding whitespace, or an error saying why it is refused.
    ///
    /// - Parameters:
    ///   - title: The title as typed.
    ///   - refusingControlCharacters: Whether a control character is refused; a format-1 log's
    ///     imports, run again, did not refuse them (``ImportRules/formatOne``).
    /// - Returns: The trimmed title.
    /// - Throws: ``TodoError/emptyTitle``, ``TodoError/titleTooLong(_:maximum:)`` or
    ///   ``TodoError/controlCharacter(_:)``.
    public func validated(_ title: String, refusingControlCharacters: Bool = true) throws(TodoError) -> String {
        let trimmed = title.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .emptyTitle }
        guard trimmed.count <= maximumLength else { throw .titleTooLong(trimmed.count, maximum: maximumLength) }
        if refusingControlCharacters,
            let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control })
        {
            throw .controlCharacter(control.value)
        }
        return trimmed
    }
}

extension OnwardContainer {
    /// Checks titles for ``TodoInteractor``.
    @Inward var titleValidator: TitleValidator = .init()
}
