import Foundation

/// The part of an action log that a snapshot stands for, told apart from any other bytes by the
/// checksum of its bytes.
extension ActionLogPrefix {
    /// The prefix an open log has now: all of it.
    ///
    /// - Returns: The prefix, or `nil` when the log cannot be read or does not end with a line break.
    package static func whole(_ descriptor: Int32, actions: Int, position: Int) -> ActionLogPrefix? {
        guard let size = try? LogFileScan.length(andByteBefore: 0, in: descriptor).0, size > 0,
            (try? LogFileScan.length(andByteBefore: size, in: descriptor).1) == UInt8(ascii: "\n"),
            let checksum = LogChecksum.of(descriptor, length: size)
        else { return nil }
        return ActionLogPrefix(byteCount: size, actionCount: actions, position: position, checksum: checksum)
    }

    /// The running checksum of an open log's first ``byteCount`` bytes, when they are these: what
    /// a recorder that goes on with the log continues over the rest, instead of reading them again.
    ///
    /// - Returns: The checksum, or `nil` when the log is shorter or its first bytes are others.
    package func checksum(ofStartOf descriptor: Int32) -> LogChecksum.Running? {
        guard let checksum, byteCount > 0, let size = LogFileScan.size(of: descriptor), size >= byteCount,
            let running = LogChecksum.running(descriptor, length: byteCount), running.text == checksum
        else { return nil }
        return running
    }

    /// A part of an open log known to begin it (checked by ``checksum(ofStartOf:)``), with the
    /// running checksum of its bytes: where a move's replay started.
    package typealias Checked = (prefix: ActionLogPrefix, checksum: LogChecksum.Running)

    /// The log's first lines: its header and its first `actions` action lines, all in effect.
    ///
    /// Valid for a resumed replay while no position line comes before them, which holds for any
    /// `actions` up to the last action line, since position lines only follow it.
    /// - Parameters:
    ///   - descriptor: The log, open for reading.
    ///   - actions: How many action lines.
    ///   - start: A part of the log, of no more actions, known to begin it (a move's checkpoint,
    ///     checked by ``checksum(ofStartOf:)``), with that running checksum: only the lines after
    ///     it are read.
    /// - Returns: The prefix, or `nil` when the log has fewer lines or cannot be read.
    package static func lines(
        _ descriptor: Int32, actions: Int, after start: Checked? = nil
    ) -> ActionLogPrefix? {
        let checksum: LogChecksum.Running?
        if let start, start.prefix.actionCount <= actions, start.checksum.length == start.prefix.byteCount {
            checksum = try? LogChecksum.running(
                descriptor, lines: actions - start.prefix.actionCount, continuing: start.checksum)
        } else {
            checksum = try? LogChecksum.running(descriptor, lines: actions + 1)
        }
        guard let checksum else { return nil }
        return ActionLogPrefix(
            byteCount: checksum.length, actionCount: actions, position: actions, checksum: checksum.text)
    }
}
