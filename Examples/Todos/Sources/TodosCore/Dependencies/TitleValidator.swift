import Onward

/// Normalizes and checks todo titles; injected into ``TodoInteractor`` through the container.
public struct TitleValidator: Sendable {
    /// The longest title accepted, in characters.
    public var maximumLength = 200

    /// The most UTF-8 bytes a title may take: a character may hold any number of combining marks.
    public var maximumBytes = 1_000

    /// Creates a validator.
    public init() {}

    /// The title without surrounding whitespace, or an error saying why it is refused.
    ///
    /// - Parameter title: The title as typed.
    /// - Returns: The trimmed title.
    /// - Throws: ``TodoError/emptyTitle``, ``TodoError/titleTooLong(_:maximum:)``,
    ///   ``TodoError/controlCharacter(_:)``, ``TodoError/invisibleTitle(_:)`` or
    ///   ``TodoError/titleTooLarge(_:maximum:)``.
    public func validated(_ title: String) throws(TodoError) -> String {
        let trimmed = title.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .emptyTitle }
        guard trimmed.count <= maximumLength else { throw .titleTooLong(trimmed.count, maximum: maximumLength) }
        let scalars = trimmed.unicodeScalars
        if let control = scalars.first(where: \.isControlCharacter) {
            throw .controlCharacter(control.value)
        }
        if let first = scalars.first,
            scalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint })
        {
            throw .invisibleTitle(first.value)
        }
        guard trimmed.utf8.count <= maximumBytes else {
            throw .titleTooLarge(trimmed.utf8.count, maximum: maximumBytes)
        }
        return trimmed
    }
}

extension OnwardContainer {
    /// Checks titles for ``TodoInteractor``.
    @Inward package var titleValidator: TitleValidator = .init()
}
