import Foundation

/// A child's standard output, read from its pipe as it comes: a test waits for the lines it
/// expects, an event, instead of polling a file against the clock.
final class ChildOutput {
    private let handle: FileHandle
    private var bytes: [UInt8] = []

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Everything read so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many whole lines were read so far, counted as the bytes come.
    private(set) var lineCount = 0

    /// Reads until the output holds at least `count` whole lines.
    ///
    /// - Parameter count: How many lines to wait for.
    /// - Returns: Whether they came; `false` when the output ended first.
    @discardableResult
    func waitForLines(_ count: Int) -> Bool {
        while lineCount < count {
            let data = handle.availableData  // blocks until the child writes or closes its output
            if data.isEmpty { return false }
            append(data)
        }
        return true
    }

    /// Reads to the end of the output: call it once the child has ended or closed its output.
    ///
    /// - Returns: The whole output.
    func readToEnd() -> String {
        while case let data = handle.availableData, !data.isEmpty { append(data) }
        return text
    }

    private func append(_ data: Data) {
        bytes += data
        lineCount += data.count { $0 == UInt8(ascii: "\n") }
    }
}
