import Foundation

/// An argument or a folder variable whose bytes are not UTF-8: Swift's strings replace such bytes,
/// so `todos` would open, and create, another file than the one named.
enum UndecodableText {
    /// What to say about the first argument, `HOME` or `XDG_DATA_HOME` that is not UTF-8, if one is.
    static func problem() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            return "argument \(index), '\(String(cString: raw))', is not UTF-8 text, so todos cannot name that file"
        }
        for name in ["HOME", "XDG_DATA_HOME"] {
            guard let raw = getenv(name), String(validatingCString: raw) == nil else { continue }
            return "\(name) is not UTF-8 text, so todos cannot name the folder of its files"
        }
        return nil
    }
}
