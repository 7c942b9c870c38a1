/// Which actions the debug middleware shows, by name.
///
/// The nested dispatches of an action that is not shown are still shown, one level further out.
public struct ActionFilter {
    private let test: (String) -> Bool

    /// Creates a filter from a predicate on action names.
    ///
    /// - Parameter includes: Returns `true` for the names to show.
    public init(_ includes: @escaping (String) -> Bool) {
        test = includes
    }

    /// Whether an action is shown.
    ///
    /// - Parameter name: The action's name.
    /// - Returns: `true` to show it.
    public func includes(_ name: String) -> Bool {
        test(name)
    }

    /// Every action.
    public static var all: ActionFilter { ActionFilter { _ in true } }

    /// Only the actions with these names.
    ///
    /// - Parameter names: The names to show.
    /// - Returns: The filter.
    public static func only(_ names: String...) -> ActionFilter {
        let shown = Set(names)
        return ActionFilter { shown.contains($0) }
    }

    /// Every action except the ones with these names.
    ///
    /// - Parameter names: The names to hide.
    /// - Returns: The filter.
    public static func excluding(_ names: String...) -> ActionFilter {
        let hidden = Set(names)
        return ActionFilter { !hidden.contains($0) }
    }
}
