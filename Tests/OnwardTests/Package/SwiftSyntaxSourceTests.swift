import Foundation
import Testing

/// The manifest takes swift-syntax from the toolchain or from its package, as
/// `ONWARD_SWIFT_SYNTAX` says: checked with `swift package dump-package`, which evaluates the
/// manifest and resolves nothing, so no network is needed.
@Suite struct SwiftSyntaxSourceTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Package
        .deletingLastPathComponent()  // OnwardTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The manifest as `swift package dump-package` prints it, with `ONWARD_SWIFT_SYNTAX` set.
    static func dumpedManifest(source: String) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("onward-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Its own scratch folder, so it does not wait for the lock of the build running this test.
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(["ONWARD_SWIFT_SYNTAX": source]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return text
    }

    @Test func thePackageSourceDependsOnSwiftSyntaxWithNoUnsafeFlags() throws {
        let manifest = try Self.dumpedManifest(source: "package")
        #expect(manifest.contains("https://github.com/swiftlang/swift-syntax.git"))
        #expect(!manifest.contains("unsafeFlags"))
        #expect(manifest.contains(#""_SwiftCompilerPluginMessageHandling""#))
    }

    @Test func theToolchainSourceHasNoDependencyAndFindsTheHostModules() throws {
        let manifest = try Self.dumpedManifest(source: "toolchain")
        #expect(!manifest.contains("swift-syntax.git"))
        #expect(manifest.contains("unsafeFlags"))
        #expect(manifest.contains("/lib/swift/host"))
    }

    /// Indexing swift-syntax's interface-only modules would compile them a second time in a
    /// consumer's clean debug build (issue 25): the targets that import them leave them out.
    @Test func theToolchainSourceLeavesTheHostModulesOutOfTheIndex() throws {
        let manifest = try Self.dumpedManifest(source: "toolchain")
        #expect(manifest.contains(#""-index-ignore-system-modules""#))
    }
}
