/// Registers a dependency on ``OnwardContainer``: `@Inward var name: Type = defaultValue` in an extension
/// becomes a property that returns the charged override, else the default value (made once).
@attached(accessor, names: named(get))
public macro Inward() = #externalMacro(module: "OnwardGeneratorsPlugin", type: "InwardMacro")
