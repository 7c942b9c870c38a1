import OnwardGeneratorsMacros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Serves Onward's macros to the compiler; the macros themselves live in `OnwardGeneratorsMacros`.
@main
struct OnwardGeneratorsPlugin: PluginProvider {
    /// The macros of ``onwardMacros`` by implementing type name, as `#externalMacro` names them.
    let macros = Dictionary(onwardMacros.map { ($0.typeName, $0.type) }, uniquingKeysWith: { first, _ in first })

    /// The macro type the compiler asks for by name.
    /// - Parameters:
    ///   - moduleName: The plugin module named in `#externalMacro`.
    ///   - typeName: The implementing type named in `#externalMacro`.
    /// - Returns: The macro type.
    /// - Throws: ``UnknownMacro`` when the plugin has no such macro.
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = macros[typeName] else {
            throw UnknownMacro(name: "\(moduleName).\(typeName)")
        }
        return macro
    }

    /// Answers the compiler's requests over standard input and output until it closes them.
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
        try listener.main()
    }
}
