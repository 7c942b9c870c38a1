import Foundation
import OnwardExpand

/// `swift package onward expand [--target NAME]... [TYPE|FILE]...`: prints types or files of the
/// package with Onward's macros expanded, as `todos expand` prints the example's. With no type or
/// file, every type that uses the macros; types are looked for in the non-test targets unless
/// `--target` names others.
enum ExpandCommand {
    /// Runs the expansion and returns the exit status: 1 when a macro reports an error.
    static func run(_ arguments: ToolArguments) throws(ToolArguments.Failure) -> Int32 {
        let targets = try arguments.chosenTargets(defaultingTo: { !$0.isTest })
        let files = try sources(of: targets)
        let operands =
            arguments.operands.isEmpty ? ExpandableFile.typesUsingOnwardMacros(in: files) : arguments.operands
        let directory = arguments.packageDirectory
        let output = try SourceExpansion.each(
            operands, file: { path throws(ToolArguments.Failure) in try file(path, packageDirectory: directory) },
            type: { name throws(ToolArguments.Failure) in try type(name, in: files) })
        for line in output.lines { print(line) }
        return output.errorCount == 0 ? 0 : 1
    }

    /// Each file of the targets, its path printed from the target's name (`TodosCore/Model/ToDo.swift`),
    /// sorted by that path.
    private static func sources(of targets: [PackageTarget]) throws(ToolArguments.Failure) -> [ExpandableFile] {
        var files: [ExpandableFile] = []
        for target in targets {
            for path in target.files {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw ToolArguments.Failure(description: "cannot read \(path)")
                }
                let relative =
                    path.hasPrefix(target.directory + "/") ? String(path.dropFirst(target.directory.count + 1)) : path
                files.append(
                    ExpandableFile(path: target.name + "/" + relative, text: String(decoding: data, as: UTF8.self)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func type(_ name: String, in files: [ExpandableFile]) throws(ToolArguments.Failure)
        -> SourceExpansion.Output
    {
        if let output = SourceExpansion.type(name, in: files, style: PlainExpansionStyle()) { return output }
        let names = ExpandableFile.typesUsingOnwardMacros(in: files)
        let list = names.isEmpty ? "" : "; types with Onward's macros: " + names.joined(separator: ", ")
        throw ToolArguments.Failure(description: "no target searched declares or extends a type '\(name)'\(list)")
    }

    private static func file(_ path: String, packageDirectory: String) throws(ToolArguments.Failure)
        -> SourceExpansion.Output
    {
        let absolute = path.hasPrefix("/") ? path : packageDirectory + "/" + path
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw ToolArguments.Failure(description: "cannot read \(path): no such file")
        }
        return SourceExpansion.file(String(decoding: data, as: UTF8.self), path: path, style: PlainExpansionStyle())
    }
}
