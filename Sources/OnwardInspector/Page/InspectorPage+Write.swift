import Foundation
import OnwardCore
import OnwardHistory

extension InspectorPage {
    /// Writes the page to a file, whole or not at all: to a temporary file beside it, flushed to
    /// the disk, then renamed over it, so a failure or a crash leaves no part of a page behind and
    /// an old page as it was.
    ///
    /// Only nothing, an empty file or an earlier page of the inspector is replaced: any other file
    /// (the log itself, named by mistake) is left as it is. A symbolic link is followed, and the
    /// file it points to is written. The page is readable by its owner alone (mode 0600), as the
    /// log it shows is.
    /// - Parameter path: The page's path.
    /// - Throws: ``InspectorPageError`` when the page could not be written, or what is at the path
    ///   is not a page.
    public func write(to path: String) throws(InspectorPageError) {
        let target = LogFiles.followingSymbolicLinks(path)
        try Self.checkReplaceable(target, named: path)
        // A name of its own, not the page's with more added, which a name near the file system's
        // limit would pass.
        let temporary = URL(fileURLWithPath: target).deletingLastPathComponent()
            .appendingPathComponent(".onward-page-\(UUID().uuidString.prefix(8)).tmp").path
        if let failure = FileReplacement.replace(target, through: temporary, with: Array(html.utf8)) {
            throw InspectorPageError(path: path, code: failure)
        }
    }

    /// Checks that what is at a path may be replaced by a page: nothing, an empty file, or a page
    /// of this inspector (`<!DOCTYPE html>` first, then ``generator`` in its first kilobyte, or the
    /// ``title`` that pages written before it had).
    private static func checkReplaceable(_ target: String, named path: String) throws(InspectorPageError) {
        var status = stat()
        guard stat(target, &status) == 0 else {
            if errno == ENOENT { return }
            throw InspectorPageError(path: path, code: errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InspectorPageError(path: path, code: EISDIR)
        default: throw .notARegularFile(path)
        }
        guard status.st_size > 0 else { return }
        // Not blocking: a pipe put in its place meanwhile is refused, never waited on.
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw InspectorPageError(path: path, code: errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .notARegularFile(path)
        }
        var head = [UInt8](repeating: 0, count: 1024)
        let count = head.withUnsafeMutableBytes { bytes in
            Result { () throws(FileFailure) in try LogFileScan.read(descriptor, into: bytes, at: 0) }
        }
        let text = (try? count.get()).map { String(decoding: head[..<$0], as: UTF8.self) } ?? ""
        // A page starts so; text elsewhere (a log whose todo is titled with the page's title) is not one.
        guard text.hasPrefix("<!DOCTYPE html>"), text.contains(generator) || text.contains(title) else {
            throw .notAPage(path)
        }
    }
}
