/// A part of a log line as it is built, up to a budget of bytes: past it, the text built so far is
/// dropped and only its length is counted, so that a line too long to be written (an import's
/// millions of effects) is refused with its exact length without being built whole.
struct LineBudgetText {
    /// The most bytes the text may take.
    let budget: Int
    /// The text, or `""` once it went over the budget.
    private(set) var text = ""
    /// The text's length in bytes, counted past the budget too.
    private(set) var length = 0

    init(budget: Int) {
        self.budget = budget
    }

    /// Whether the text went over the budget, and was dropped.
    var isOver: Bool { length > budget }

    /// The bytes counted but not kept: the whole length once over the budget, else none.
    var droppedLength: Int { isOver ? length : 0 }

    /// The bytes left before the budget; negative once over it.
    var remaining: Int { budget - length }

    /// Appends a part, and `dropped` bytes that belong after it but were not kept (a nested part
    /// that went over the budget): the text's length then counts them.
    mutating func append(_ part: String, dropped: Int = 0) {
        length += part.utf8.count + dropped
        if length <= budget {
            text += part
        } else if !text.isEmpty {
            text = ""
        }
    }
}
