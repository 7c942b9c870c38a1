import Foundation

extension JSONEncoder {
    /// The encoder of what a log and its snapshot hold (arguments, states, headers): one line, keys
    /// sorted, slashes as they are, so one value always gives the same bytes.
    package static var canonical: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
