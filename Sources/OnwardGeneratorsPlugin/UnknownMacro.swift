/// The compiler asked for a macro this plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
    /// The macro's qualified type name, `Module.Type`.
    let name: String
    /// The error as the compiler shows it.
    var description: String { "OnwardGeneratorsPlugin does not provide the macro \(name)" }
}
