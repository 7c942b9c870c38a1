import OnwardCheck

/// Runs the check on files given as `name: text`, all in one target unless a name says
/// `Target/File.swift`, and returns its findings as `File.swift:LINE:COLUMN: rule`.
///
/// - Parameters:
///   - files: Each file's name and text.
///   - manifest: The text of `Package.swift`, for the targets' settings; by default one that
///     declares each target with no settings.
///   - targets: The targets to report on; `nil` for all.
/// - Returns: The findings.
func check(_ files: [String: String], manifest: String? = nil, targets: Set<String>? = nil) -> [Finding] {
    let checked = files.sorted { $0.key < $1.key }.map { name, text in
        let parts = name.split(separator: "/")
        return CheckedFile(
            path: "/package/" + name, target: parts.count > 1 ? String(parts[0]) : "App", text: text)
    }
    let plain = Set(checked.map(\.target)).map { ".target(name: \"\($0)\")," }.joined(separator: "\n")
    let settings = ManifestSettings(manifest: manifest ?? "let package = Package(targets: [\(plain)])")
    return PackageCheck(files: checked, settings: settings).findings(inTargets: targets)
}

extension Finding {
    /// `File.swift:LINE:COLUMN rule`, for comparing findings without their messages.
    var place: String {
        "\(path.split(separator: "/").last ?? ""):\(line):\(column) \(rule.rawValue)"
    }
}
