import Foundation
import OnwardCheck

/// `swift package onward check [--target NAME]... [--strict]`: prints the findings as the compiler
/// prints warnings; with `--strict`, exits with 1 when there is one.
enum CheckCommand {
    /// Runs the check and returns the exit status.
    static func run(_ arguments: ToolArguments) throws(ToolArguments.Failure) -> Int32 {
        if let operand = arguments.operands.first {
            throw ToolArguments.Failure(
                description: "check takes no types or files, not '\(operand)'; name a target with --target NAME")
        }
        let checked = Set(try arguments.chosenTargets(defaultingTo: { _ in true }).map(\.name))
        var files: [CheckedFile] = []
        for target in arguments.targets {
            for path in target.files {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw ToolArguments.Failure(description: "cannot read \(path)")
                }
                files.append(CheckedFile(path: path, target: target.name, text: String(decoding: data, as: UTF8.self)))
            }
        }
        let manifestPath = arguments.packageDirectory + "/Package.swift"
        let manifest = FileManager.default.contents(atPath: manifestPath).map { String(decoding: $0, as: UTF8.self) }
        let check = PackageCheck(files: files, settings: ManifestSettings(manifest: manifest ?? ""))
        let findings = check.findings(inTargets: checked)
        for finding in findings { print(finding) }
        return arguments.isStrict && !findings.isEmpty ? 1 : 0
    }
}
