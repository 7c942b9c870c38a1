import Foundation

// The tool behind `swift package onward`: the command plugin runs it with the package's targets.
do {
    let arguments = try ToolArguments(Array(CommandLine.arguments.dropFirst()))
    switch arguments.command {
    case "check": exit(try CheckCommand.run(arguments))
    case "expand": exit(try ExpandCommand.run(arguments))
    default:
        throw ToolArguments.Failure(
            description: "unknown command '\(arguments.command)'; use 'swift package onward check' or 'expand'")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
