import Foundation

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
