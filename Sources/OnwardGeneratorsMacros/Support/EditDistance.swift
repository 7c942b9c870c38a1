/// The Levenshtein distance between two names, for "did you mean" suggestions: the macros' and
/// `swift package onward check`'s.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `name`, if one is near enough to be a likely typo.
    /// - Parameters:
    ///   - name: The name as written.
    ///   - candidates: The names it may have meant.
    ///   - limit: The greatest distance a suggestion may be at; by default a third of the name, at least 2.
    /// - Returns: The nearest candidate, the first by name of those as near; `nil` when none is within the limit.
    package static func nearest(to name: String, in candidates: some Sequence<String>, within limit: Int? = nil)
        -> String?
    {
        let scored = candidates.map { (name: $0, distance: between(name, $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else { return nil }
        return best.distance <= (limit ?? max(2, name.count / 3)) ? best.name : nil
    }
}
