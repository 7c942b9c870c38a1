@_exported import OnwardCore

/// Makes a class an ``Interactor``: adds `private init() {}`, `build()` and the conformance.
@attached(member, names: named(init), named(build))
@attached(extension, conformances: Interactor)
public macro Interactor() = #externalMacro(module: "OnwardGeneratorsPlugin", type: "InteractorMacro")
