import Foundation

/// How the debug middleware writes and what it shows.
public struct DebugOptions {
    /// Where the log goes; standard error by default.
    public var output: DebugOutput

    /// When the log is colored; by default only on a terminal, never with `NO_COLOR` set.
    public var color: ColorMode

    /// Which actions are shown, by name.
    public var filter: ActionFilter

    /// Whether to show only the actions, without state diffs (and without taking snapshots).
    public var actionsOnly: Bool

    /// Whether to show where each dispatch was made (`Session.swift:42`) after its duration.
    public var showsCallSites: Bool

    /// How changes in stores nested in the state are noticed.
    public var nestedStores: NestedStoreTracking

    /// The clock durations are measured with.
    public var timeSource: TimeSource

    /// The environment `NO_COLOR` is read from; the process's by default.
    public var environment: [String: String]

    /// Creates options; every parameter has the default described on its property.
    ///
    /// - Parameters:
    ///   - output: Where the log goes.
    ///   - color: When the log is colored.
    ///   - filter: Which actions are shown.
    ///   - actionsOnly: Whether to leave out state diffs. Nested stores are found by walking the
    ///     state, which this leaves out too, so their dispatches are not shown then.
    ///   - showsCallSites: Whether to show where each dispatch was made.
    ///   - nestedStores: How changes in nested stores are noticed.
    ///   - timeSource: The clock durations are measured with.
    ///   - environment: The environment `NO_COLOR` is read from.
    public init(
        output: DebugOutput = .standardError,
        color: ColorMode = .automatic,
        filter: ActionFilter = .all,
        actionsOnly: Bool = false,
        showsCallSites: Bool = true,
        nestedStores: NestedStoreTracking = .byDispatch,
        timeSource: TimeSource = .continuous,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.output = output
        self.color = color
        self.filter = filter
        self.actionsOnly = actionsOnly
        self.showsCallSites = showsCallSites
        self.nestedStores = nestedStores
        self.timeSource = timeSource
        self.environment = environment
    }
}
