import Onward

/// The lines an action log holds after the part a snapshot stands for, made into a log of their
/// own that replays on top of the snapshot's state.
///
/// The tail's action lines go on numbering from the snapshot's part (`seq` N+1, N+2, … after N
/// actions): they are renumbered from 1, and a position line's value is lowered by N, so the
/// replayer, which starts at 1, reads them as it would in the whole log. Only lines as `todos`
/// writes them are rewritten (`{"seq":` or `{"position":` first); anything else, or a tail that
/// ends mid-line, undoes actions of the snapshot's part, or follows undone ones, is left to a
/// replay of the whole log, which reports it as before.
enum JournalTail {
    /// A log of the tail, header first.
    ///
    /// - Parameters:
    ///   - tail: The log's bytes after the snapshot's part.
    ///   - prefix: The snapshot's part.
    ///   - storeType: The store type's name for the header.
    /// - Returns: The log's bytes and how many action lines it holds, or `nil` when the tail must be
    ///   replayed with the whole log.
    static func log(_ tail: [UInt8], after prefix: JournalPrefix, storeType: String) -> (bytes: [UInt8], actions: Int)?
    {
        guard prefix.position == prefix.actions, tail.last == newline else { return nil }
        var bytes = Array(ActionLogFormat.header(storeType: storeType).utf8) + [newline]
        var actions = 0
        var afterPosition = false
        for line in tail.dropLast().split(separator: newline, omittingEmptySubsequences: false) {
            if let (seq, rest) = number(after: seqKey, in: line) {
                guard !afterPosition, seq == prefix.actions + actions + 1 else { return nil }
                actions += 1
                bytes += seqKey + Array(String(actions).utf8) + rest
            } else if let (position, rest) = number(after: positionKey, in: line) {
                guard position >= prefix.actions else { return nil }
                afterPosition = true
                bytes += positionKey + Array(String(position - prefix.actions).utf8) + rest
            } else {
                return nil
            }
            bytes.append(newline)
        }
        return (bytes, actions)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let seqKey = Array(#"{"seq":"#.utf8)
    private static let positionKey = Array(#"{"position":"#.utf8)

    /// The whole number right after a line's opening key, and the rest of the line from the
    /// character after it (which must be `,` or `}`).
    private static func number(after key: [UInt8], in line: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
        guard line.starts(with: key) else { return nil }
        var index = line.startIndex + key.count
        var value = 0
        var digits = 0
        while index < line.endIndex, let digit = digitValue(line[index]), digits < 18 {
            value = value * 10 + digit
            digits += 1
            index += 1
        }
        let hasLeadingZero = digits > 1 && line[line.startIndex + key.count] == UInt8(ascii: "0")
        guard digits > 0, !hasLeadingZero, index < line.endIndex,
            line[index] == UInt8(ascii: ",") || line[index] == UInt8(ascii: "}")
        else { return nil }
        return (value, line[index...])
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
