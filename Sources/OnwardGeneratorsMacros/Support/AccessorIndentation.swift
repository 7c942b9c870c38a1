/// Indents accessors one level, so an expanded file shows them inside their property's braces.
///
/// Accessor macros emit their text as written (`formatMode` is `.disabled`); swift-syntax then indents an
/// accessor block to its property's line, not one level deeper. The compiler does not care either way.
enum AccessorIndentation {
    /// `text` with every non-empty line indented by four spaces.
    /// - Parameter text: The accessors, indented from column one.
    /// - Returns: The indented text.
    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
