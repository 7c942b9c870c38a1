import Foundation

/// The part of an action log that a snapshot stands for: the log's first ``bytes`` bytes, told
/// apart from any other bytes by their ``checksum``.
///
/// Those bytes end with a line break and hold ``actions`` action lines; the state they replay to is
/// the one after action ``position`` (smaller when the last ones are undone).
package struct LogPrefix: Codable, Equatable, Sendable {
    /// How many bytes, from the start of the log.
    package var bytes: Int
    /// How many action lines they hold.
    package var actions: Int
    /// How many of those actions are in effect: the log's position at that length.
    package var position: Int
    /// ``LogChecksum`` of the bytes.
    package var checksum: String

    /// The prefix an open log has now: all of it.
    ///
    /// - Parameters:
    ///   - descriptor: The log, open for reading.
    ///   - actions: How many action lines it holds.
    ///   - position: Its position.
    /// - Returns: The prefix, or `nil` when the log cannot be read or does not end with a line break.
    package static func whole(_ descriptor: Int32, actions: Int, position: Int) -> LogPrefix? {
        guard let size = try? LogFileScan.length(andByteBefore: 0, in: descriptor).0, size > 0,
            (try? LogFileScan.length(andByteBefore: size, in: descriptor).1) == UInt8(ascii: "\n"),
            let checksum = LogChecksum.of(descriptor, length: size)
        else { return nil }
        return LogPrefix(bytes: size, actions: actions, position: position, checksum: checksum)
    }

    /// Whether an open log begins with these bytes.
    ///
    /// - Parameter descriptor: The log, open for reading.
    /// - Returns: `true` when the log is at least as long and its first bytes have the checksum.
    package func begins(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard bytes > 0, fstat(descriptor, &status) == 0, Int(status.st_size) >= bytes else { return false }
        return LogChecksum.of(descriptor, length: bytes) == checksum
    }

    /// The log's first lines: its header and its first `actions` action lines, all in effect.
    ///
    /// Valid for a resumed replay while no position line comes before them, which holds for any
    /// `actions` up to the last action line, since position lines only follow it.
    /// - Parameters:
    ///   - descriptor: The log, open for reading.
    ///   - actions: How many action lines to take, after the header.
    /// - Returns: The prefix, or `nil` when the log has fewer lines or cannot be read.
    package static func lines(_ descriptor: Int32, actions: Int) -> LogPrefix? {
        guard let offset = try? LogFileScan.offset(afterLine: actions + 1, in: descriptor),
            let checksum = LogChecksum.of(descriptor, length: offset)
        else { return nil }
        return LogPrefix(bytes: offset, actions: actions, position: actions, checksum: checksum)
    }
}
