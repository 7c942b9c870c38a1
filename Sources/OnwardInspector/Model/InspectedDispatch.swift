import OnwardCore

/// One dispatch as the inspector shows it: an action's name, arguments, duration and call site,
/// and the dispatches it made.
///
/// Text is ready to show: control characters are escaped (`\u{1B}`).
public struct InspectedDispatch: Hashable, Sendable {
    /// The action's name.
    public let name: String

    /// The arguments, each as its state snapshot's text (`"Buy milk"`, `2`).
    public let arguments: [String]

    /// How long the dispatch took, nested dispatches included.
    public let duration: Duration

    /// Where the dispatch was made (`Session.swift:42`), when known.
    public let site: DispatchSite?

    /// The type of the store nested in the state that it ran on (`ToDo`); `nil` for the replayed
    /// store.
    public let nestedStore: String?

    /// Whether the action is asynchronous.
    public let isAsync: Bool

    /// The dispatches it made, in order.
    public let children: [InspectedDispatch]

    /// Creates a dispatch.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - arguments: The arguments' text.
    ///   - duration: How long it took.
    ///   - site: Where it was made, if known.
    ///   - nestedStore: The nested store's type, for a dispatch on one.
    ///   - isAsync: Whether it is asynchronous.
    ///   - children: The dispatches it made.
    public init(
        name: String, arguments: [String], duration: Duration, site: DispatchSite? = nil, nestedStore: String? = nil,
        isAsync: Bool = false, children: [InspectedDispatch] = []
    ) {
        self.name = name
        self.arguments = arguments
        self.duration = duration
        self.site = site
        self.nestedStore = nestedStore
        self.isAsync = isAsync
        self.children = children
    }

    /// `add("Buy milk")`, as the page and the debug log show a call.
    public var call: String {
        arguments.isEmpty ? name : name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether this dispatch or one it made has a name that contains `text`, ignoring case.
    ///
    /// - Parameter text: What to look for.
    /// - Returns: Whether it is found.
    public func matches(_ text: String) -> Bool {
        name.localizedCaseInsensitiveContains(text) || children.contains { $0.matches(text) }
    }
}
