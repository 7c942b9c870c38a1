import Foundation

/// Debian's `chromium`, run headless to load a page and dump its DOM once it has loaded.
enum Chromium {
    /// The browser's path, if one is installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether the browser tests can run.
    static var isInstalled: Bool { path != nil }

    /// Loads a URL and returns the DOM after the load event, waiting for the browser to exit.
    ///
    /// - Parameter url: A `file://` URL, fragment included.
    /// - Returns: The serialized DOM.
    static func dumpDOM(_ url: String) throws -> String {
        // A profile of its own, so runs side by side share no state.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("onward-chromium-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=" + profile, "--dump-dom", url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A browser that hangs is stopped, so the test fails instead of the whole run hanging:
        // the result is waited on by the browser's exit, never by this deadline.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
