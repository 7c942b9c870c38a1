/// The command a person probably meant when the first word of a line names none.
public enum CommandSuggestion {
    /// Words people type for a command that is spelled differently here.
    static let synonyms: [String: String] = [
        "exit": ":quit", "quit": ":quit", "q": ":quit", ":q": ":quit", ":exit": ":quit", "bye": ":quit",
        "help": ":help", "?": ":help", "h": ":help", ":h": ":help",
        "state": ":state", "json": ":state", "debug": ":debug",
        "remove": "rm", "delete": "rm", "del": "rm", "rem": "rm",
        "new": "add", "create": "add", "todo": "add",
        "show": "list", "all": "list", "ll": "list", "la": "list",
        "check": "done", "complete": "done", "finish": "done", "undone": "toggle", "undo": ":undo",
        "rename": "edit", "change": "edit", "mv": "edit",
        "load": "import", "read": "import", "clean": "clear", "purge": "clear",
        "history": ":log", "goto": ":jump", "back": ":undo", "again": ":redo",
    ]

    /// The nearest command name to a word, if one is near enough to be a likely typo.
    ///
    /// A known synonym (`exit` for `:quit`) wins, then a unique prefix (`tog` for `toggle`), then the
    /// name at the smallest edit distance, counting a swap of two neighbors as one edit, when that
    /// distance is 1 (for a word of up to 4 letters) or 2 (for a longer one), and smaller than the word.
    /// - Parameter word: The word typed.
    /// - Returns: A command name or alias, or `nil`.
    public static func nearest(to word: String) -> String? {
        let typed = word.lowercased()
        if let name = synonyms[typed] { return name }
        let names = CommandSpec.all.flatMap { [$0.name] + $0.aliases }
        if names.contains(typed) { return typed }
        if !typed.hasPrefix(":"), names.contains(":" + typed) { return ":" + typed }
        let bare = typed.hasPrefix(":") ? String(typed.dropFirst()) : typed
        if bare.count >= 2 {
            let prefixed = names.filter { $0.hasPrefix(typed) || $0.hasPrefix(":" + bare) }
            if prefixed.count == 1, let only = prefixed.first { return only }
        }
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = min(editDistance(typed, name), editDistance(bare, name))
            if distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        let allowed = bare.count <= 4 ? 1 : 2
        guard let best, best.distance <= allowed, best.distance < bare.count else { return nil }
        return best.name
    }

    /// The name nearest to a word by ``editDistance(_:_:)`` (the first of the nearest), if it is at
    /// most `limit` edits away: for a mistyped option or type name.
    ///
    /// - Parameters:
    ///   - word: The word typed.
    ///   - names: The names it may stand for.
    ///   - limit: The most edits allowed.
    /// - Returns: The name, or `nil`.
    public static func nearest(to word: String, in names: [String], within limit: Int) -> String? {
        let best = names.map { (name: $0, distance: editDistance(word, $0)) }.min { $0.distance < $1.distance }
        guard let best, best.distance <= limit else { return nil }
        return best.name
    }

    /// The number of insertions, deletions, substitutions and swaps of neighbors that turn one
    /// string into another (optimal string alignment distance).
    ///
    /// - Parameters:
    ///   - source: The first string.
    ///   - target: The second string.
    /// - Returns: The distance; 0 when the strings are equal.
    public static func editDistance(_ source: String, _ target: String) -> Int {
        let a = Array(source)
        let b = Array(target)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
