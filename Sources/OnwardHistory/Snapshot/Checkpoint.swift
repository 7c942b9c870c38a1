import Foundation

/// The state after a part of the log, kept in memory so that a move in time replays from it
/// instead of from the log's first line.
///
/// A checkpoint is taken where a snapshot is loaded or saved; it is used only while its part of
/// the log is unchanged (``ActionLogPrefix/checksum(ofStartOf:)``). The snapshot file keeps the
/// one before its own, so the first undo after an opening does not replay the whole log. A
/// checkpoint read from a snapshot keeps the state's JSON, and decodes it only when a move first
/// needs it.
package final class Checkpoint<State: Codable> {
    /// The part of the log the state stands for: all its actions in effect.
    package let prefix: ActionLogPrefix
    /// The state, once decoded or as given; `nil` before a checkpoint read from a file is used.
    private var decoded: State?
    /// The state's JSON, once encoded or as read.
    private var encoded: Data?
    /// Whether a decoded state could have been reached.
    private let isPlausible: (State) -> Bool

    /// A checkpoint of a state in memory, of its JSON (a snapshot's, so that a snapshot written of
    /// the same state does not encode it again), or of JSON alone, read from a snapshot and decoded
    /// on first use: a state that is not plausible then leaves the checkpoint without one.
    ///
    /// `isCounted` is `false` for a prefix whose counts were read from a file and not yet checked
    /// against the log's lines: the first move that would start from it checks them.
    package init(
        prefix: ActionLogPrefix, state: State? = nil, json: Data? = nil, isCounted: Bool = true,
        accepting isPlausible: @escaping (State) -> Bool = { _ in true }
    ) {
        self.prefix = prefix
        decoded = state
        encoded = json
        self.isCounted = isCounted ? true : nil
        self.isPlausible = isPlausible
    }

    /// Whether the JSON was decoded once and did not give a plausible state: it is not tried again.
    private var isUndecodable = false

    /// Whether the prefix's counts are the log's: `true` when counted as the log was written or
    /// replayed, or found in the last lines of its part; `false` when those lines say otherwise;
    /// `nil` until a read from a file is checked. They stay so for as long as the log begins with
    /// the part's bytes.
    private var isCounted: Bool?

    /// Whether the prefix's counts are the log's: checked once, when they were read from a file,
    /// in the last lines of the part (its last action is number ``ActionLogPrefix/actionCount``,
    /// and all its actions are in effect). A snapshot's checksums do not cover the counts, so one
    /// edited by hand is caught here.
    ///
    /// - Returns: `true` when they are.
    package func hasTheLogsCounts(in descriptor: Int32) -> Bool {
        if isCounted == nil {
            isCounted = (try? LogTail(descriptor: descriptor, endingAt: prefix.byteCount))?.endsAt(prefix) == true
        }
        return isCounted == true
    }

    /// Whether a move may start from this checkpoint: the log still begins with its part's bytes,
    /// its counts are the log's (``hasTheLogsCounts(in:)``), and its state decodes.
    ///
    /// - Returns: `true` when a replay may resume after its part.
    package func isUsable(in descriptor: Int32) -> Bool {
        checksumIfUsable(in: descriptor) != nil
    }

    /// The running checksum of the checkpoint's part of the log, when a move may start from it
    /// (``isUsable(in:)``): the checkpoint kept after the move goes on with it.
    ///
    /// - Returns: The checksum, or `nil` when a move may not start from it.
    package func checksumIfUsable(in descriptor: Int32) -> LogChecksum.Running? {
        guard let checksum = prefix.checksum(ofStartOf: descriptor), hasTheLogsCounts(in: descriptor), state != nil
        else { return nil }
        return checksum
    }

    /// The state, decoded on first use; `nil` when its JSON does not decode to a plausible state.
    package var state: State? {
        if decoded == nil, !isUndecodable, let encoded {
            if let state = try? StateDecoder.decode(State.self, from: encoded), isPlausible(state) {
                decoded = state
            } else {
                isUndecodable = true
            }
        }
        return decoded
    }

    /// The state's JSON, keys sorted, encoded on first use; `nil` when it cannot be encoded.
    var json: Data? {
        if encoded == nil, let decoded { encoded = try? JSONEncoder.canonical.encode(decoded) }
        return encoded
    }
}
