import Foundation

/// A copy of the state an action log replays to, kept beside it as `<log>.snapshot` so opening
/// the log need not replay all of it.
///
/// The log stays the only record: the snapshot is a cache of it. It names the part of the log it
/// stands for (``LogPrefix``: a length and a checksum) and the checksum of the state's JSON, and a
/// snapshot that does not match the log or its own state — the log was edited, cut, replaced, or
/// the snapshot damaged or from another version — is not used: the log is replayed, as without
/// one. Deleting it is always safe.
///
/// ```json
/// {"format":"onward-snapshot","journal":{"actions":3,"bytes":171,"checksum":"…","position":3},
///  "state":{"count":4},
///  "stateChecksum":"9f3c0a6b1e2d4c57","version":1}
/// ```
package struct HistorySnapshot<State: Codable>: Codable {
    /// The value of ``version`` this build writes and reads.
    static var currentVersion: Int { 1 }

    /// What the file is, as ``HistoryOptions/snapshotFormat`` names it: a file that does not say
    /// it is a snapshot is never replaced by one.
    var format: String
    /// ``currentVersion`` when this build wrote it; any other version is not used.
    var version: Int
    /// The part of the log the state stands for.
    package var journal: LogPrefix
    /// The state after replaying that part.
    package var state: State
    /// ``LogChecksum`` of the state's JSON, as ``stateJSON(_:)`` writes it, to check the state
    /// read back: a damaged snapshot that still decodes is not used.
    var stateChecksum: String
    /// The checkpoint before this one, if the session had one: where an undo past this snapshot
    /// starts replaying. Snapshots without it still load.
    var earlier: Checkpoint<State>?
    /// ``LogChecksum`` of the earlier checkpoint's state JSON: an earlier checkpoint without
    /// it, or whose state does not match it, is not used.
    var earlierChecksum: String?

    /// Creates a snapshot in the current format.
    ///
    /// - Parameters:
    ///   - format: What the file says it is.
    ///   - journal: The part of the log the state stands for.
    ///   - state: The state.
    ///   - earlier: The checkpoint before this one, if any.
    package init(format: String, journal: LogPrefix, state: State, earlier: Checkpoint<State>? = nil) {
        self.earlier = earlier
        earlierChecksum = earlier.map { LogChecksum.of(Self.stateJSON($0.state)) }
        self.format = format
        version = Self.currentVersion
        self.journal = journal
        self.state = state
        stateChecksum = LogChecksum.of(Self.stateJSON(state))
    }

    /// Whether the state read back is the one written: its JSON has the checksum written with it.
    package var isIntact: Bool {
        LogChecksum.of(Self.stateJSON(state)) == stateChecksum
    }

    /// The earlier checkpoint, if it is one this snapshot can vouch for: its state has its
    /// checksum and could have been reached, and it stands for fewer actions, all in effect.
    package func intactEarlier(accepting isValid: (State) -> Bool) -> Checkpoint<State>? {
        guard let earlier, let earlierChecksum, LogChecksum.of(Self.stateJSON(earlier.state)) == earlierChecksum,
            isValid(earlier.state), earlier.prefix.position == earlier.prefix.actions,
            earlier.prefix.actions < journal.actions
        else { return nil }
        return earlier
    }

    /// A state's JSON, keys sorted, so the same state always gives the same bytes.
    ///
    /// - Parameter state: The state.
    /// - Returns: The JSON, or no bytes when it cannot be encoded.
    static func stateJSON(_ state: State) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(state)) ?? Data()
    }

    /// Where the snapshot of a log is kept.
    ///
    /// - Parameter log: The log's path.
    /// - Returns: `<log>.snapshot`.
    package static func path(forLog log: String) -> String {
        log + ".snapshot"
    }

    /// Reads a snapshot in the current format.
    ///
    /// - Parameters:
    ///   - path: The snapshot's path.
    ///   - format: What the file must say it is.
    /// - Returns: The snapshot, or `nil` when there is none or it is not one this build can use.
    package static func read(at path: String, format: String) -> HistorySnapshot? {
        guard let data = FileManager.default.contents(atPath: path),
            let snapshot = try? JSONDecoder().decode(HistorySnapshot.self, from: data),
            snapshot.format == format, snapshot.version == currentVersion
        else { return nil }
        return snapshot
    }

    /// Why a snapshot was not written.
    package enum WriteFailure: Error {
        /// The file at its path is not one a history would write (a file of the user's, a symbolic
        /// link): it is left as it is.
        case notOurs
        /// The temporary file could not be made, written or renamed (a read-only folder, a full
        /// disk, a folder in the way).
        case unwritable
    }

    /// Writes the snapshot so that the file is always either the old one or the whole new one:
    /// to `<path>.tmp` (made anew, never through a link), flushed to the disk, then renamed over
    /// `path`. Only a snapshot, even a damaged one, or an empty file is replaced.
    ///
    /// - Parameter path: The snapshot's path.
    /// - Throws: A ``WriteFailure`` when it was not written; nothing is then left behind, and the
    ///   file at `path`, if any, is as it was.
    package func write(to path: String) throws(WriteFailure) {
        try Self.checkReplaceable(path, format: format)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(self) else { throw .unwritable }
        data.append(UInt8(ascii: "\n"))
        let temporary = path + ".tmp"
        unlink(temporary)  // one a killed session left, or a link: never written through
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        let written = (try? file.write(contentsOf: data)) != nil && fsync(descriptor) == 0
        guard close(descriptor) == 0, written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .unwritable
        }
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Checks that what is at a path may be replaced by a snapshot: nothing, an empty file, or a
    /// JSON object that says it is one (`"format":"<format>"`), damaged or not.
    private static func checkReplaceable(_ path: String, format: String) throws(WriteFailure) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw .unwritable
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unwritable
        default: throw .notOurs
        }
        guard status.st_size > 0 else { return }
        let text = FileManager.default.contents(atPath: path) ?? Data()
        guard text.first == UInt8(ascii: "{"), text.range(of: Data(#""format":"\#(format)""#.utf8)) != nil else {
            throw .notOurs
        }
    }
}
