@_exported import OnwardCore

/// Makes a class an ``Interactor``: adds `private init() {}`, `build()` and the conformance.
///
/// Apply it to a `final class` without an initializer of its own, whose stored properties all have
/// a default value or are `@Outward`: `build()` always constructs with no arguments. Each of these
/// is diagnosed at your code.
@attached(member, names: named(init), named(build))
@attached(extension, conformances: Interactor)
public macro Interactor() = #externalMacro(module: "OnwardGeneratorsPlugin", type: "InteractorMacro")
