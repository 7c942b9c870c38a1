import Foundation

/// The arguments the command plugin passes: `check|expand --package-dir DIR --targets JSON
/// [--target NAME]... [--strict] [TYPE|FILE]...`.
struct ToolArguments {
    /// What goes wrong reading the arguments.
    struct Failure: Error, CustomStringConvertible {
        /// What was wrong.
        let description: String
    }

    /// `check` or `expand`.
    var command: String
    /// The package's folder.
    var packageDirectory: String
    /// Every source target of the package.
    var targets: [PackageTarget]
    /// The targets named with `--target`, in order; empty for the default.
    var selected: [String] = []
    /// Whether `--strict` was given.
    var isStrict = false
    /// The other arguments: the types and files to expand.
    var operands: [String] = []

    /// Reads the arguments after the program's name.
    init(_ arguments: [String]) throws(Failure) {
        guard let command = arguments.first else { throw Failure(description: "usage: onward-tool check|expand ...") }
        self.command = command
        var packageDirectory: String?
        var targetsFile: String?
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--package-dir": packageDirectory = rest.popFirst()
            case "--targets": targetsFile = rest.popFirst()
            case "--target":
                guard let name = rest.popFirst() else { throw Failure(description: "--target needs a target's name") }
                selected.append(name)
            case "--strict": isStrict = true
            case let option where option.hasPrefix("-") && option.count > 1:
                // A misspelt `--strict` must not let a check pass.
                throw Failure(description: "unknown option '\(option)'; the options are --target NAME and --strict")
            default: operands.append(argument)
            }
        }
        guard let packageDirectory, let targetsFile, let data = FileManager.default.contents(atPath: targetsFile),
            let targets = try? JSONDecoder().decode([PackageTarget].self, from: data)
        else {
            throw Failure(
                description: "onward-tool is run by 'swift package onward'; it needs --package-dir and --targets")
        }
        self.packageDirectory = packageDirectory
        self.targets = targets
    }

    /// The targets to work on: those named with `--target`, else those `all` selects.
    ///
    /// - Throws: A ``Failure`` naming an unknown target, with the nearest name.
    func chosenTargets(defaultingTo all: (PackageTarget) -> Bool) throws(Failure) -> [PackageTarget] {
        guard !selected.isEmpty else { return targets.filter(all) }
        return try selected.map { name throws(Failure) in
            guard let target = targets.first(where: { $0.name == name }) else {
                let names = targets.map { "'\($0.name)'" }.joined(separator: ", ")
                throw Failure(description: "this package has no Swift target '\(name)'; its Swift targets are \(names)")
            }
            return target
        }
    }
}
