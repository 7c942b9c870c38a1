/// The first part of an action log, already in a store's state: a replay can resume after it.
///
/// The part is the log's first ``byteCount`` bytes, ending with a line break: the header and
/// ``actionCount`` action lines, all of those actions in effect. A program that saved the state
/// after them, with these two numbers, restores that state and resumes with
/// `replay(_:into:resumingAfter:stoppingAfter:)` of ``ActionLogReplayer``. A history's snapshot keeps one too,
/// with the checksum of those bytes, which tells them apart from any other bytes.
public struct ActionLogPrefix: Hashable, Sendable, Codable {
    /// How many bytes, from the start of the log.
    public let byteCount: Int

    /// How many action lines they hold, all in effect.
    public let actionCount: Int

    /// How many of those actions are in effect: the log's position at that length, smaller than
    /// ``actionCount`` when the last ones are undone (a history's snapshot may stand for such a
    /// part; a replay resumes only after a part whose actions are all in effect).
    package var position: Int

    /// The ``LogChecksum`` of the bytes, when it was computed.
    package var checksum: String?

    /// Creates a prefix.
    ///
    /// - Parameters:
    ///   - byteCount: How many bytes, from the start of the log; the last one is a line break.
    ///   - actionCount: How many action lines they hold, all in effect.
    public init(byteCount: Int, actionCount: Int) {
        self.init(byteCount: byteCount, actionCount: actionCount, position: actionCount, checksum: nil)
    }

    /// Creates a prefix whose actions may not all be in effect, with its checksum.
    package init(byteCount: Int, actionCount: Int, position: Int, checksum: String?) {
        self.byteCount = byteCount
        self.actionCount = actionCount
        self.position = position
        self.checksum = checksum
    }

    /// The names a snapshot file gives the fields.
    private enum CodingKeys: String, CodingKey {
        case byteCount = "bytes"
        case actionCount = "actions"
        case position
        case checksum
    }

    /// Reads a prefix as its `encode(to:)` writes it; without a `position`, all its actions are in
    /// effect.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let actionCount = try container.decode(Int.self, forKey: .actionCount)
        self.init(
            byteCount: try container.decode(Int.self, forKey: .byteCount), actionCount: actionCount,
            position: try container.decodeIfPresent(Int.self, forKey: .position) ?? actionCount,
            checksum: try container.decodeIfPresent(String.self, forKey: .checksum))
    }
}
