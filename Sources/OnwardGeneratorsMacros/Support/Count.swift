/// Counted nouns for diagnostics: "1 parameter", "2 key paths".
enum Count {
    /// `count` followed by `noun`, with an "s" unless the count is one.
    static func of(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}
