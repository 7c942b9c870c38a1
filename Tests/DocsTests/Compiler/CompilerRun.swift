import Foundation

/// Compiles source files with `swiftc` against the Onward modules this test run built, the way a
/// client package would, and keeps the diagnostics a person sees.
///
/// The modules and the macro plugin are found beside the test bundle, in the build products
/// folder (`.build/<triple>/debug`), so a fixture compiles against exactly what `swift test` built.
final class CompilerRun {
    /// The folder the sources are written to and compiled in; removed when the run is released.
    let folder: URL

    /// Creates an empty folder for one test's sources.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("onward-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The build products folder: the one holding `Modules/Onward.swiftmodule`.
    static let products: URL? = {
        var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            guard let current = folder else { return nil }
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Modules/Onward.swiftmodule").path)
            {
                return current
            }
            folder = current.deletingLastPathComponent()
        }
        return nil
    }()

    /// The result of one compiler run.
    struct Result {
        /// The compiler's exit status.
        let status: Int32
        /// Each diagnostic's first line, as `File.swift:LINE:COLUMN: error: message`, with the
        /// folder taken off the path; diagnostics in macro expansions keep their generated file's
        /// name.
        let diagnostics: [String]
    }

    /// Writes a source file into the folder.
    func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    /// Compiles files as one module: type-checks them, or emits the module for a client to import.
    ///
    /// - Parameters:
    ///   - files: The file names, written before with ``write(_:_:)``.
    ///   - module: The module's name.
    ///   - emitModule: Whether to write `<module>.swiftmodule` into the folder.
    /// - Returns: The exit status and the diagnostics.
    func compile(_ files: [String], module: String, emitModule: Bool = false) throws -> Result {
        guard let products = Self.products else { throw CocoaError(.fileNoSuchFile) }
        let plugin = products.appendingPathComponent("OnwardGeneratorsPlugin-tool").path
        var arguments = [
            "swiftc", "-module-name", module, "-parse-as-library", "-swift-version", "6",
            "-diagnostic-style", "llvm", "-I", folder.path, "-I", products.appendingPathComponent("Modules").path,
            "-load-plugin-executable", plugin + "#OnwardGeneratorsPlugin",
        ]
        arguments += emitModule ? ["-emit-module", "-emit-module-path", module + ".swiftmodule"] : ["-typecheck"]
        arguments += files
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let diagnostics = text.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
        }
        return Result(
            status: process.terminationStatus,
            diagnostics: diagnostics.map { line in
                guard let range = line.range(of: "/"), line.hasPrefix("/") else { return line }
                let path = line[range.lowerBound...].prefix { $0 != ":" }
                return URL(fileURLWithPath: String(path)).lastPathComponent + line.dropFirst(path.count)
            }
        )
    }
}
