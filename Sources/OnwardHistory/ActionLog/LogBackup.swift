import Foundation
import OnwardCore

/// Copies of a log kept beside it, as it was: before a torn last line is cut, before an old format
/// is upgraded, and when another program replaced the file a recorder wrote (its lines would be
/// in a file no path reaches, gone when the recorder closes it).
package enum LogBackup {
    /// Copies an open log, as it is, to a new file beside its path, `<path>.<label>-<UTC time>`,
    /// readable by its owner only, never over a file that exists and never through a link.
    ///
    /// - Returns: The copy's path, or why it could not be made.
    package static func keep(_ descriptor: Int32, beside path: String, as label: String) -> Result<String, FileFailure>
    {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stem = path + ".\(label)-" + formatter.string(from: Date())
        for attempt in 0..<100 {
            let copy = attempt == 0 ? stem : "\(stem)-\(attempt)"
            let target = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard target >= 0 else {
                if errno == EEXIST { continue }
                return .failure(FileFailure(code: errno, operation: "create \(copy)"))
            }
            defer { close(target) }
            if let failure = copyAll(of: descriptor, to: target) {
                unlink(copy)
                return .failure(failure)
            }
            return .success(copy)
        }
        return .failure(FileFailure(code: EEXIST, operation: "create \(stem)"))
    }

    /// Copies every byte of one open file to another, flushed to the disk.
    private static func copyAll(of source: Int32, to target: Int32) -> FileFailure? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        do {
            while true {
                let read = try LogFileScan.read(source, into: &chunk, at: offset)
                if read == 0 { break }
                if let code = chunk.withUnsafeBytes({
                    FileDescriptorWriter.write(.init(rebasing: $0[..<read]), to: target)
                }) {
                    return FileFailure(code: code, operation: "write")
                }
                offset += read
            }
        } catch {
            return error
        }
        return fsync(target) == 0 ? nil : FileFailure(code: errno, operation: "write")
    }
}
