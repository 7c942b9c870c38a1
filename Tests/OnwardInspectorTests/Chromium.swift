import Foundation

/// Debian's `chromium`, run headless to load a page and dump its DOM once it has loaded.
enum Chromium {
    /// The browser's path, if one is installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether the browser tests can run.
    static var isInstalled: Bool { path != nil }

    /// Loads a URL and returns the DOM after the load event, once the browser has exited.
    ///
    /// Nothing blocks meanwhile, neither the caller's actor nor a thread of the pool: the DOM goes
    /// to a file, and the browser's exit resumes the caller. On a loaded machine a browser can take
    /// a minute; the other tests go on.
    /// - Parameter url: A `file://` URL, fragment included.
    /// - Returns: The serialized DOM.
    static func dumpDOM(_ url: String) async throws -> String {
        // A folder of its own, for a profile that runs side by side do not share, and the DOM.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onward-chromium-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = folder.appendingPathComponent("dom.html")
        guard FileManager.default.createFile(atPath: dom.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let output = try FileHandle(forWritingTo: dom)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path, "--dump-dom", url,
        ]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in exited.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                exited.resume(throwing: error)
                return
            }
            // A browser that hangs is stopped, so the test fails instead of the whole run hanging:
            // the result is waited on by the browser's exit, never by this deadline.
            DispatchQueue.global().asyncAfter(deadline: .now() + 240) { if process.isRunning { process.terminate() } }
        }
        return try String(contentsOf: dom, encoding: .utf8)
    }
}
