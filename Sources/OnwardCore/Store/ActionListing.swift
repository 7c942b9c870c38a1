/// An interactor that lists the actions it declares: `@Interactor` adds the conformance to a class
/// with `Action` or `AsyncAction` properties, so tools such as an action-log registry find every
/// action without a second, hand-kept list.
///
/// ```swift
/// // what @Interactor generates for `var add: Action<ToDoStore, String>`:
/// extension TodoInteractor: ActionListing {
///     static func visitActions(_ visitor: inout some ActionVisitor) {
///         visitor.visit(\TodoInteractor.add)
///     }
/// }
/// ```
public protocol ActionListing: Interactor {
    /// Shows the visitor each `Action` and `AsyncAction` property of the interactor, in the order
    /// they are declared.
    ///
    /// - Parameter visitor: The visitor.
    static func visitActions(_ visitor: inout some ActionVisitor)
}
