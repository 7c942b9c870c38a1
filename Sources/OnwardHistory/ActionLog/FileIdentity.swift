import Foundation

/// Which file an open descriptor refers to (device and inode), whatever path reached it.
package struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of the file a path names now, following symbolic links.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of the file a `stat` call described.
    package init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
