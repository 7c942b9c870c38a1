import Foundation
import OnwardCore

/// Where the debug middleware writes: a file descriptor (standard error by default), or a closure.
public struct DebugOutput {
    private let sink: (String) -> Void

    /// The file descriptor written to, used to tell whether it is a terminal; `nil` for a closure.
    public let fileDescriptor: Int32?

    /// Creates an output that hands each block of text to a closure; it is never a terminal.
    ///
    /// - Parameter write: Receives text ending in a newline.
    public init(_ write: @escaping (String) -> Void) {
        sink = write
        fileDescriptor = nil
    }

    private init(descriptor: Int32) {
        sink = { FileDescriptorWriter.write($0, to: descriptor) }
        fileDescriptor = descriptor
    }

    /// Standard error, the default.
    public static var standardError: DebugOutput { DebugOutput(descriptor: 2) }

    /// Standard output.
    public static var standardOutput: DebugOutput { DebugOutput(descriptor: 1) }

    /// An open file descriptor, written with `write(2)`.
    ///
    /// - Parameter descriptor: The descriptor.
    /// - Returns: The output.
    public static func fileDescriptor(_ descriptor: Int32) -> DebugOutput {
        DebugOutput(descriptor: descriptor)
    }

    /// Writes text.
    ///
    /// - Parameter text: The text, usually whole lines.
    public func write(_ text: String) {
        sink(text)
    }

    /// Whether the output is a terminal.
    public var isTerminal: Bool {
        fileDescriptor.map { isatty($0) != 0 } ?? false
    }
}
