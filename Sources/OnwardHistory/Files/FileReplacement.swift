import Foundation
import OnwardCore

/// Replaces a file whole, so that it is always either the old one or the whole new one: the bytes
/// go to a temporary file beside it (made anew, never through a link, readable by its owner
/// alone), flushed to the disk, then renamed over it, and the folder is flushed too.
package enum FileReplacement {
    /// Writes `bytes` as the file at `path`, through `temporary`.
    ///
    /// - Returns: `nil` on success, else the `errno` of the call that failed; nothing is then left
    ///   behind, and the file at `path`, if any, is as it was.
    package static func replace(_ path: String, through temporary: String, with bytes: some ContiguousBytes)
        -> Int32?
    {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return errno }
        var failure = bytes.withUnsafeBytes { FileDescriptorWriter.write($0, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            return failure
        }
        flushFolder(of: path)
        return nil
    }

    /// The temporary file to write through: `usual`, once what is there is removed if it is a link
    /// (never written through) or a regular file that `isLeftOver` says a killed write left; a
    /// file of the user's there is left as it is, and a name of its own beside it is used.
    package static func temporaryPath(_ usual: String, isLeftOver: (String) -> Bool) -> String {
        var status = stat()
        guard lstat(usual, &status) == 0 else { return usual }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFLNK || (kind == S_IFREG && isLeftOver(usual)) else {
            return usual + "-" + String(UInt32.random(in: .min ... .max), radix: 16)
        }
        unlink(usual)
        return usual
    }

    /// Flushes a file's folder to the disk, so that the names made in it (a rename, a new file)
    /// last through a power loss.
    package static func flushFolder(of path: String) {
        let folder = open(LogFiles.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }
}
