import Foundation

/// The process's peak resident memory, read from `/proc/self/status` (Linux).
enum Memory {
    /// Resets the peak to the current resident size (writing 5 to `/proc/self/clear_refs`).
    static func resetPeak() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }

    /// The peak resident size since the last reset, in bytes (`VmHWM`); 0 where unknown.
    static func peak() -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/status"),
            let text = String(data: data, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }
}
