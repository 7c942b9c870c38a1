/// `swift package onward check`: the rules that need more than one declaration, or the target's
/// settings, to see, applied to a package's Swift files.
package struct PackageCheck {
    private let index: PackageIndex

    /// Reads a package's files. Nothing needs to compile: each file is only parsed.
    ///
    /// - Parameters:
    ///   - files: Every Swift file of the package's source targets: uses in any of them count.
    ///   - settings: What the manifest shows of each target's settings.
    package init(files: [CheckedFile], settings: ManifestSettings) {
        index = PackageIndex(files: files, settings: settings)
    }

    /// The findings in the files of some targets, sorted by path, line and column.
    ///
    /// - Parameter targets: The targets to report on; `nil` for all.
    /// - Returns: The findings.
    package func findings(inTargets targets: Set<String>? = nil) -> [Finding] {
        let isChecked: (SourcePlace) -> Bool = { targets?.contains($0.target) ?? true }
        let findings =
            InteractorWithoutStoreRule.findings(in: index, isChecked: isChecked)
            + UndispatchedMethodRule.findings(in: index, isChecked: isChecked)
            + IsolationMismatchRule.findings(in: index, isChecked: isChecked)
            + UnknownActionRule.findings(in: index, isChecked: isChecked)
            + ActionInExtensionRule.findings(in: index, isChecked: isChecked)
        return findings.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }
}
