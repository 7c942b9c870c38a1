import Foundation

/// The kinds of values a snapshot shows as text rather than as parts.
enum LeafKind {
    case string
    case substring
    case character
    case bool
    case number
    case date
    case uuid
    case url
    case data
    case decimal
    case duration

    /// The leaf kind of a type, or `nil` when its values have parts.
    ///
    /// - Parameter type: Any type.
    /// - Returns: The kind.
    init?(of type: Any.Type) {
        switch type {
        case is String.Type: self = .string
        case is Substring.Type: self = .substring
        case is Character.Type: self = .character
        case is Bool.Type: self = .bool
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: self = .number
        case is Date.Type: self = .date
        case is UUID.Type: self = .uuid
        case is URL.Type: self = .url
        case is Data.Type: self = .data
        case is Decimal.Type: self = .decimal
        case is Duration.Type: self = .duration
        default: return nil
        }
    }

    /// The text of a value of this kind: strings quoted and escaped as in Swift source.
    ///
    /// - Parameter value: A value of this kind.
    /// - Returns: The text.
    func text(of value: Any) -> String {
        switch self {
        case .string: Self.quoted((value as? String) ?? "")
        case .substring: Self.quoted(String((value as? Substring) ?? ""))
        case .character: Self.quoted(String((value as? Character) ?? " "))
        case .date:
            (value as? Date).map { $0.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)) } ?? ""
        case .uuid: (value as? UUID)?.uuidString ?? ""
        case .url: (value as? URL)?.absoluteString ?? ""
        case .data: "\((value as? Data)?.count ?? 0) bytes"
        case .bool, .number, .decimal, .duration: String(describing: value)
        }
    }

    /// A string as a Swift literal: in double quotes, with quotes, backslashes and control
    /// characters escaped.
    ///
    /// - Parameter string: Any string.
    /// - Returns: The literal.
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
                if scalar.isControlCharacter {
                    text += scalar.swiftEscape
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
