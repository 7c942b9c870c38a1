import Foundation
import PackagePlugin

/// `swift package onward check [--target NAME]... [--strict]` and
/// `swift package onward expand [--target NAME]... [TYPE|FILE]...`: runs `onward-tool` on the
/// package's Swift targets.
@main
struct OnwardPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let selected = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "strict") > 0
        let rest = extractor.remainingArguments
        guard let command = rest.first, ["check", "expand"].contains(command) else {
            Diagnostics.error(
                "usage: swift package onward check [--target NAME]... [--strict] | "
                    + "swift package onward expand [--target NAME]... [TYPE|FILE]...")
            exit(2)
        }
        let targets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.map { target in
            PackageTarget(
                name: target.name,
                isTest: target.kind == .test,
                directory: target.directoryURL.path,
                files: target.sourceFiles(withSuffix: "swift").map(\.url.path))
        }
        let list = context.pluginWorkDirectoryURL.appendingPathComponent("targets.json")
        try JSONEncoder().encode(targets).write(to: list)

        var toolArguments = [command, "--package-dir", context.package.directoryURL.path, "--targets", list.path]
        toolArguments += selected.flatMap { ["--target", $0] }
        if strict { toolArguments.append("--strict") }
        toolArguments += rest.dropFirst()

        let process = Process()
        process.executableURL = try context.tool(named: "onward-tool").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        // The tool has said what was wrong; its status becomes the command's, with nothing added.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
