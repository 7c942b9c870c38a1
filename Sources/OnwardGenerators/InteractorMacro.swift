@_exported import OnwardCore

/// Makes a class an ``Interactor``: adds `private init() {}`, `build()` and the conformance.
///
/// A class with `Action` or `AsyncAction` properties also gets an ``ActionListing`` conformance
/// that lists them, so an action-log registry knows every action with no second list.
///
/// Apply it to a `final class` without an initializer of its own, whose stored properties all have
/// a default value or are `@Outward`: `build()` always constructs with no arguments. Each of these
/// is diagnosed at your code.
@attached(member, names: named(init), named(build))
@attached(extension, conformances: Interactor, ActionListing, names: named(visitActions))
public macro Interactor() = #externalMacro(module: "OnwardGeneratorsPlugin", type: "InteractorMacro")
