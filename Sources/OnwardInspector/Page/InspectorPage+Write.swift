import Foundation
import OnwardCore

extension InspectorPage {
    /// Writes the page to a file, whole or not at all: to a temporary file beside it, then renamed
    /// over it, so a failure leaves no part of a page behind and an old page as it was.
    ///
    /// The page is readable by its owner alone (mode 0600), as the log it shows is.
    /// - Parameter path: The page's path.
    /// - Throws: ``InspectorPageError`` when the page could not be written.
    public func write(to path: String) throws(InspectorPageError) {
        let page = URL(fileURLWithPath: path)
        let temporary = page.deletingLastPathComponent()
            .appendingPathComponent(".\(page.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw InspectorPageError(path: path, code: errno) }
        var failure = FileDescriptorWriter.write(html, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw InspectorPageError(path: path, code: failure)
        }
    }
}
