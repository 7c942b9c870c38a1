import Foundation

/// The action log format: JSON Lines, a header line, one line per top-level action, and
/// optionally position lines at the end, written by undo and redo.
///
/// ```
/// {"format":"onward-action-log","version":2,"store":"ToDoStore"}
/// {"seq":1,"action":"add","args":["Buy milk"]}
/// {"seq":2,"action":"importFile","args":["a.txt"],"effects":[[{"action":"add","args":["Eggs"]}]]}
/// {"seq":2,"action":"toggle","args":[1],"at":"2026-03-01T09:30:00.000Z"}
/// {"position":1}
/// ```
/// The full description, with every rule a reader checks, is `FORMAT.md` beside this file.
public enum ActionLogFormat {
    /// The value of the header's `format` key.
    public static let name = "onward-action-log"

    /// The format version this build writes.
    public static let version = 2

    /// The format versions this build reads: version 1 logs hold no effects, so their replay runs
    /// middleware again (see `FORMAT.md`).
    public static let readableVersions = 1...2

    /// The header line for a store type, without the newline.
    ///
    /// - Parameter storeType: The store type's name, as `String(describing:)` gives it.
    /// - Returns: `{"format":"onward-action-log","version":2,"store":"<storeType>"}`.
    public static func header(storeType: String) -> String {
        "{\"format\":\(quoted(name)),\"version\":\(version),\"store\":\(quoted(storeType))}"
    }

    /// An action line, without the newline.
    ///
    /// - Returns: `{"seq":1,"action":"add","args":["Buy milk"]}`.
    static func actionLine(
        seq: Int, action: String, arguments: [String], effects: String? = nil, timestamp: String?
    ) -> String {
        var line = "{\"seq\":\(seq),\"action\":\(quoted(action)),\"args\":[\(arguments.joined(separator: ","))]"
        if let effects { line += ",\"effects\":" + effects }
        if let timestamp { line += ",\"at\":\(quoted(timestamp))" }
        return line + "}"
    }

    /// One dispatch of an action line's `effects`, without a newline.
    ///
    /// - Returns: `{"action":"add","args":["Eggs"]}`, with `,"effects":…` before the brace.
    static func effect(action: String, arguments: [String], effects: String?) -> String {
        let object = "{\"action\":\(quoted(action)),\"args\":[\(arguments.joined(separator: ","))]"
        return object + (effects.map { ",\"effects\":" + $0 } ?? "") + "}"
    }

    /// A position line: the log's state is the one after action `position`; later actions are
    /// undone, kept so they can be redone.
    ///
    /// - Returns: `{"position":2}`.
    static func positionLine(position: Int, timestamp: String?) -> String {
        var line = "{\"position\":\(position)"
        if let timestamp { line += ",\"at\":\(quoted(timestamp))" }
        return line + "}"
    }

    /// The line written for a top-level action that could not be recorded.
    ///
    /// - Returns: `{"seq":3,"action":"reset","unrecorded":"<reason>"}`.
    static func unrecordedLine(seq: Int, action: String, reason: String) -> String {
        "{\"seq\":\(seq),\"action\":\(quoted(action)),\"unrecorded\":\(quoted(reason))}"
    }

    /// A string as a JSON string literal; only quotes, backslashes and control characters are
    /// escaped, everything else is written as UTF-8.
    ///
    /// - Returns: The literal, quotes included.
    package static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}

extension ActionLogFormat {
    /// The format version a log's header gives.
    ///
    /// Reads only the first line: for deciding whether to upgrade a log before using it.
    /// - Parameter path: The log.
    /// - Returns: The version, or `nil` when the file cannot be read or its first line is not a
    ///   header with a version.
    public static func version(ofLogAt path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return version(of: descriptor)
    }

    /// The format version the header of a log already open gives.
    ///
    /// - Returns: The version, or `nil` when the file cannot be read or its first line is not a
    ///   header with a version.
    package static func version(of descriptor: Int32) -> Int? {
        guard let line = try? LogFileScan.firstLine(of: descriptor),
            case .object(let fields)? = JSONValue.parse(line)
        else { return nil }
        return ActionLogHeader.version(in: fields)
    }
}
