import Foundation

/// A real full disk for a test: a small tmpfs, mounted in a mount namespace of its own (so no one
/// else sees it, and it goes when the test's shell ends) at `disk/` in the test's folder.
enum DiskFull {
    /// Whether this process may make one: `unshare -m` and `mount -t tmpfs` need root or
    /// CAP_SYS_ADMIN, which a container may not give.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todos-tmpfs-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let status = try? Spawn.run(
            "/usr/bin/unshare",
            ["-m", "/bin/sh", "-c", "mount -t tmpfs -o size=4k tmpfs \"$1\"", "sh", folder],
            environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
        )
        return status == 0
    }()

    /// A shell script that mounts a tmpfs of `pages` pages of 4 KiB at `disk/`, fills it with a
    /// file of `filler` bytes (or fills it up with `nil`), runs a command line in `disk/` and
    /// copies `disk/todos.jsonl` to `saved.jsonl`; it exits with the command's status.
    ///
    /// - Parameters:
    ///   - pages: The size of the tmpfs, in pages.
    ///   - filler: How many bytes to take before the command runs; `nil` for all of them.
    ///   - command: The command line, run by `sh` in `disk/`.
    ///   - folder: The test's folder, holding `disk/`.
    /// - Returns: The script, for `sh -c`.
    static func script(pages: Int, filler: Int?, then command: String, in folder: TemporaryFolder) -> String {
        let fill = filler.map { "head -c \($0) /dev/zero >filler" } ?? "cat /dev/zero >filler 2>/dev/null"
        let inside = [
            "mount -t tmpfs -o size=\(pages * 4)k tmpfs disk || exit 97",
            "cd disk && \(fill)",
            "\(command)",
            "status=$?",
            "cp todos.jsonl ../saved.jsonl",
            "exit $status",
        ].joined(separator: "\n")
        return namespaced(inside)
    }

    /// A shell script that mounts a tmpfs at `disk/` holding a copy of `seed.jsonl` as
    /// `todos.jsonl`, makes it read-only (which stops root too), runs a command line in `disk/` and
    /// copies `disk/todos.jsonl` to `saved.jsonl`; it exits with the command's status.
    ///
    /// - Parameter command: The command line, run by `sh` in `disk/`.
    /// - Returns: The script, for `sh -c`.
    static func readOnlyScript(then command: String) -> String {
        namespaced(
            [
                "mount -t tmpfs -o size=64k tmpfs disk || exit 97",
                "cp seed.jsonl disk/todos.jsonl",
                "mount -o remount,ro disk || exit 97",
                "cd disk && \(command)",
                "status=$?",
                "cp todos.jsonl ../saved.jsonl",
                "exit $status",
            ].joined(separator: "\n"))
    }

    /// A script that runs `inside` in a mount namespace of its own.
    private static func namespaced(_ inside: String) -> String {
        let quoted = "'" + inside.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        return "exec /usr/bin/unshare -m /bin/sh -c \(quoted)"
    }
}
