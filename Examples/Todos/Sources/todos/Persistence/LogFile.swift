import Foundation
import Onward

/// Where the session's action log is: the default one, or a `--file`.
enum LogFile {
    /// The log's absolute path for a storage choice, its folder created if it is the default one.
    ///
    /// - Returns: The path, or `nil` for `--memory`.
    /// - Throws: ``JournalError/missingFolder(path:folder:)`` when a `--file`'s folder does not exist.
    static func path(for storage: Options.Storage, environment: [String: String]) throws(JournalError) -> String? {
        switch storage {
        case .memory:
            return nil
        case .standard:
            let path = LogLocation.standardLog(environment: environment)
            let folder = LogFiles.folder(of: path)
            do {
                try FileManager.default.createDirectory(
                    atPath: folder,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700]
                )
            } catch {
                throw .history(.unusable(path: path, reason: "cannot create the folder \(folder)"))
            }
            return LogFiles.followingSymbolicLinks(path)
        case .file(let typed):
            let path = LogFiles.followingSymbolicLinks(LogLocation.absolute(typed, environment: environment))
            let folder = LogFiles.folder(of: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw .missingFolder(path: path, folder: folder)
            }
            return path
        }
    }
}
