import Foundation
import PackagePlugin

/// Compiles the Todos example's model sources into the `todos` binary as string literals.
///
/// `todos expand` prints `TodoInteractor` and the stores expanded; it needs their source text from
/// any directory and from an installed copy of the binary, so the text is part of the program,
/// not a file read from the checkout.
@main
struct EmbedExampleSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let model = try context.package.targets(named: ["TodosCore"]).first as? SourceModuleTarget else {
            throw PluginError(description: "EmbedExampleSources: the package has no TodosCore source target")
        }
        let sources = model.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding the Todos model's sources",
                executable: try context.tool(named: "embed-sources").url,
                arguments: [output.path, model.directoryURL.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]
            )
        ]
    }
}

/// Why the plugin could not plan its command.
struct PluginError: Error, CustomStringConvertible {
    let description: String
}
