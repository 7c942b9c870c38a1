import Foundation

/// A copy of the state an action log replays to, kept beside it as `<log>.snapshot` so opening
/// the log need not replay all of it.
///
/// The log stays the only record: the snapshot is a cache of it. It names the part of the log it
/// stands for (``ActionLogPrefix``: a length and a checksum) and the checksum of the state's JSON, and a
/// snapshot that does not match the log or its own state — the log was edited, cut, replaced, or
/// the snapshot damaged or from another version — is not used: the log is replayed, as without
/// one. Deleting it is always safe.
///
/// The file is a header line, then the JSON of the earlier checkpoint's state when there is one,
/// then the JSON of the state, each on a line of its own: the checksums are of those lines' bytes,
/// so checking them reads no JSON, and the earlier state is decoded only if an undo needs it.
///
/// ```json
/// {"earlier":{"journal":{"actions":2,"bytes":120,"checksum":"…","position":2},"stateChecksum":"…"},
///  "format":"onward-snapshot","journal":{"actions":3,"bytes":171,"checksum":"…","position":3},
///  "stateChecksum":"9f3c0a6b1e2d4c57","version":2}
/// {"count":3}
/// {"count":4}
/// ```
package struct HistorySnapshot<State: Codable> {
    /// The value of `version` this build writes: 2 since the states have lines of their own
    /// (version 1, one JSON object, is still read).
    static var currentVersion: Int { 2 }

    /// The first line of the file.
    struct Header: Codable {
        /// The earlier checkpoint: the part of the log its state stands for, and the checksum of
        /// the state's line.
        struct Earlier: Codable {
            var journal: ActionLogPrefix
            var stateChecksum: String
        }

        var earlier: Earlier?
        /// What the file is, as ``HistoryOptions/snapshotFormat`` names it: a file that does not
        /// say it is a snapshot is never replaced by one.
        var format: String
        /// The part of the log the state stands for.
        var journal: ActionLogPrefix
        /// ``LogChecksum`` of the state's line.
        var stateChecksum: String
        /// ``HistorySnapshot/currentVersion`` when this build wrote it; any other is not used.
        var version: Int
    }

    /// A snapshot file of version 1: one JSON object.
    struct VersionOne: Decodable {
        var format: String
        var version: Int
        var journal: ActionLogPrefix
        var state: State
        var stateChecksum: String
    }

    /// What the file says it is.
    let format: String
    /// The part of the log the state stands for.
    package let journal: ActionLogPrefix
    /// The state's JSON, as the file holds it: one line, keys sorted.
    let stateJSON: Data
    /// The checkpoint before this one, if the session had one: where an undo past this snapshot
    /// starts replaying.
    package let earlier: Checkpoint<State>?

    /// Creates a snapshot in the current format.
    package init(format: String, journal: ActionLogPrefix, stateJSON: Data, earlier: Checkpoint<State>? = nil) {
        self.format = format
        self.journal = journal
        self.stateJSON = stateJSON
        self.earlier = earlier
    }

    /// Where the snapshot of a log is kept.
    ///
    /// - Returns: `<log>.snapshot`.
    package static func path(forLog log: String) -> String {
        log + ".snapshot"
    }

    /// Reads a snapshot in the current format whose lines have their checksums.
    ///
    /// An earlier checkpoint whose line does not have its checksum, whose actions are not all in
    /// effect, or that stands for no fewer actions than the snapshot, is left out.
    /// - Parameters:
    ///   - path: The snapshot's path.
    ///   - format: What the file must say it is.
    ///   - isPlausible: Whether a state could have been reached, checked on the earlier state when
    ///     it is decoded.
    /// - Returns: The snapshot, or `nil` when there is none or it is not one this build can use.
    package static func read(at path: String, format: String, accepting isPlausible: @escaping (State) -> Bool)
        -> HistorySnapshot?
    {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = Self.lines(of: data)
        if lines.count == 1 { return versionOne(lines[0], format: format) }
        guard lines.count >= 2, let header = try? StateDecoder.decode(Header.self, from: lines[0]),
            header.format == format, header.version == currentVersion
        else { return nil }
        let stateLine = header.earlier == nil ? 1 : 2
        guard lines.count == stateLine + 1, LogChecksum.of(lines[stateLine]) == header.stateChecksum else { return nil }
        var earlier: Checkpoint<State>?
        if let kept = header.earlier, LogChecksum.of(lines[1]) == kept.stateChecksum,
            kept.journal.position == kept.journal.actionCount, kept.journal.actionCount < header.journal.actionCount
        {
            earlier = Checkpoint(prefix: kept.journal, json: lines[1], isCounted: false, accepting: isPlausible)
        }
        return HistorySnapshot(format: format, journal: header.journal, stateJSON: lines[stateLine], earlier: earlier)
    }

    /// A snapshot of version 1, one JSON object, whose state's checksum is of its JSON encoded
    /// again: still read, so that a log of format 1 is upgraded with the state its last session
    /// ended with. Its earlier checkpoint is left out.
    private static func versionOne(_ line: Data, format: String) -> HistorySnapshot? {
        guard let old = try? JSONDecoder().decode(VersionOne.self, from: line), old.format == format,
            old.version == 1, let json = try? JSONEncoder.canonical.encode(old.state),
            LogChecksum.of(json) == old.stateChecksum
        else { return nil }
        return HistorySnapshot(format: format, journal: old.journal, stateJSON: json, earlier: nil)
    }

    /// A file's lines, each without its line break; empty when the file does not end with one.
    private static func lines(of data: Data) -> [Data] {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.last == UInt8(ascii: "\n") else { return [] }
            var lines: [Data] = []
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
                let end = base.distance(to: UnsafeRawPointer(found))
                lines.append(Data(bytes: base + start, count: end - start))
                start = end + 1
            }
            return lines
        }
    }

    /// The file's bytes: the header, the earlier state's line if any, and the state's line.
    private func contents() -> Data? {
        let earlierJSON = earlier.flatMap(\.json)
        let header = Header(
            earlier: earlier.flatMap { earlier in
                earlierJSON.map { Header.Earlier(journal: earlier.prefix, stateChecksum: LogChecksum.of($0)) }
            },
            format: format, journal: journal, stateChecksum: LogChecksum.of(stateJSON), version: Self.currentVersion)
        guard !stateJSON.isEmpty, var data = try? JSONEncoder.canonical.encode(header) else { return nil }
        for line in [earlierJSON, stateJSON].compactMap({ $0 }) {
            data.append(UInt8(ascii: "\n"))
            data.append(line)
        }
        data.append(UInt8(ascii: "\n"))
        return data
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
    /// `path`. Only a snapshot, even a damaged one, or an empty file is replaced; so at
    /// `<path>.tmp`, where a kill may have left part of one: anything else there is left as it is,
    /// and the snapshot goes through a name of its own beside it.
    ///
    /// - Throws: A ``WriteFailure`` when it was not written; nothing is then left behind, and the
    ///   file at `path`, if any, is as it was.
    package func write(to path: String) throws(WriteFailure) {
        try Self.checkReplaceable(path, format: format)
        guard let data = contents() else { throw .unwritable }
        let temporary = FileReplacement.temporaryPath(path + ".tmp") {
            (try? Self.checkReplaceable($0, format: format)) != nil
        }
        guard FileReplacement.replace(path, through: temporary, with: data) == nil else { throw .unwritable }
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
        // The header line says it: a snapshot's first line, its whole text for one of version 1.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable }
        defer { close(descriptor) }
        let header = (try? LogFileScan.firstLine(of: descriptor, limit: .max)) ?? nil
        guard let header, header.first == UInt8(ascii: "{"),
            header.range(of: Data(#""format":"\#(format)""#.utf8)) != nil
        else { throw .notOurs }
    }
}
