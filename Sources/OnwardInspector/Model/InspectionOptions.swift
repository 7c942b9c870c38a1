import OnwardDebug

/// How an inspection is made: how much of the states it keeps, and its clock.
public struct InspectionOptions {
    /// The most bytes the page's states may take, about; past them, only each action's changes are
    /// kept. 8 MB by default, which holds 10,000 states of a list of 100 items.
    public var stateBudget: Int

    /// The longest text of one value, in characters; longer ones are shortened, and the page says
    /// how many were.
    public var textLimit: Int

    /// Where durations are read.
    public var timeSource: TimeSource

    /// The page's title; by default the log's file name.
    public var title: String?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - stateBudget: The most bytes the states may take.
    ///   - textLimit: The longest text of one value, in characters.
    ///   - timeSource: Where durations are read.
    ///   - title: The page's title.
    public init(
        stateBudget: Int = 8_000_000, textLimit: Int = 1_000, timeSource: TimeSource = .continuous,
        title: String? = nil
    ) {
        self.stateBudget = stateBudget
        self.textLimit = textLimit
        self.timeSource = timeSource
        self.title = title
    }
}
