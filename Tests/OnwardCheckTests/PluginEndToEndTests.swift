import Foundation
import Testing

/// `swift package onward check --strict` on a package of its own that depends on this repository by
/// path: the plugin, its tool and the exit status together. One invocation, since it builds the tool.
@Suite struct PluginEndToEndTests {
    @Test func checkReportsAtTheUsersLineAndStrictExitsWithOne() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onward-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/Shop")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [
                .target(name: "Shop", dependencies: [.product(name: "Onward", package: "\(repository.lastPathComponent)")])
            ]
        )

        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // Does not compile: the check only parses.
        try """
        import Onward

        @Interactor final class LonelyInteractor {}
        func broken( {

        """.write(to: sources.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)

        let output = folder.appendingPathComponent("output.txt")
        let errors = folder.appendingPathComponent("errors.txt")
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder.path, "onward", "check", "--strict"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()

        let printed = try String(contentsOf: output, encoding: .utf8)
        let lines = printed.split(separator: "\n")
        let log = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationStatus == 1, "\(log)")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                "/Sources/Shop/Shop.swift:3:25: warning: interactor 'LonelyInteractor' drives no store: no "
                    + "'@Store(LonelyInteractor.self)' in this package names it, so none of its actions can be "
                    + "dispatched; point a store at it with '@Store(LonelyInteractor.self)', or remove it") == true,
            "\(printed)")
    }
}
