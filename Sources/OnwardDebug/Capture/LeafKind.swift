import Foundation

/// The values a snapshot shows as text rather than as parts.
enum LeafKind {
    /// How values of a type are shown as text: strings quoted and escaped as in Swift source; `nil`
    /// when its values have parts.
    static func text(for type: Any.Type) -> ((Any) -> String)? {
        switch type {
        case is String.Type: { quoted(($0 as? String) ?? "") }
        case is Substring.Type: { quoted(String(($0 as? Substring) ?? "")) }
        case is Character.Type: { quoted(String(($0 as? Character) ?? " ")) }
        case is Date.Type:
            { ($0 as? Date).map { $0.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)) } ?? "" }
        case is UUID.Type: { ($0 as? UUID)?.uuidString ?? "" }
        case is URL.Type: { ($0 as? URL)?.absoluteString ?? "" }
        case is Data.Type: { "\(($0 as? Data)?.count ?? 0) bytes" }
        case is Bool.Type, is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type,
            is Duration.Type:
            { String(describing: $0) }
        default: nil
        }
    }

    /// A string as a Swift literal: in double quotes, with quotes, backslashes, control characters
    /// and bidirectional controls escaped.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\0": text += "\\0"
            default:
                if scalar.isEscapedWhenShown {
                    text += scalar.swiftEscape
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
