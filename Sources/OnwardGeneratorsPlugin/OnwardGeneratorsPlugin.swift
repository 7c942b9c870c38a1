@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import OnwardGeneratorsMacros
import SwiftSyntaxMacros

/// Serves Onward's macros to the compiler; the macros themselves live in `OnwardGeneratorsMacros`.
@main
struct OnwardGeneratorsPlugin: PluginProvider {
    let macros: [String: any Macro.Type] = [
        "InteractorMacro": InteractorMacro.self
    ]

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = macros[typeName] else {
            throw UnknownMacro(name: "\(moduleName).\(typeName)")
        }
        return macro
    }

    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
        try listener.main()
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "OnwardGeneratorsPlugin does not provide the macro \(name)" }
}
