// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Where the macro targets get swift-syntax from.
///
/// SwiftPM cannot fetch packages on every machine this builds on, so by default the macro targets
/// build against the copy of swift-syntax the compiler itself uses, in the toolchain's
/// `usr/lib/swift/host`, with compiler and linker flags. A toolchain that ships no such modules
/// (Xcode's may not) gets the swift-syntax package instead, in the version that matches the
/// compiler, with no unsafe flags. `ONWARD_SWIFT_SYNTAX=package` or `=toolchain` forces either;
/// `ONWARD_SWIFT_HOST` names the host folder.
enum SwiftSyntaxSource {
    /// The toolchain's modules, in this folder.
    case toolchain(host: String)
    /// The swift-syntax package.
    case package
}

/// The toolchain's `usr/lib/swift/host`, if it holds the swift-syntax modules: `ONWARD_SWIFT_HOST`,
/// else the toolchain whose `libPackageDescription.so` this manifest process has mapped, else the
/// one of `swift` on `PATH`.
func toolchainSwiftSyntaxHost() -> String? {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    func hostFolder(toolchainLib lib: String) -> String? {
        let host = lib + "/host"
        return fileManager.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") ? host : nil
    }
    if let override = environment["ONWARD_SWIFT_HOST"] {
        return override
    }
    // The manifest runs inside the toolchain: .../usr/lib/swift/pm/ManifestAPI/libPackageDescription.so
    if let maps = FileHandle(forReadingAtPath: "/proc/self/maps").flatMap({ try? $0.readToEnd() }),
        let text = String(data: maps, encoding: .utf8)
    {
        for line in text.split(separator: "\n") where line.hasSuffix("/libPackageDescription.so") {
            guard let start = line.firstIndex(of: "/") else { continue }
            let library = URL(fileURLWithPath: String(line[start...]))
            let swiftLib = library.deletingLastPathComponent()  // ManifestAPI
                .deletingLastPathComponent()  // pm
                .deletingLastPathComponent()  // swift
            if let host = hostFolder(toolchainLib: swiftLib.path) { return host }
        }
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        let swiftLib = bin.deletingLastPathComponent().appendingPathComponent("lib/swift")
        if let host = hostFolder(toolchainLib: swiftLib.path) { return host }
    }
    return nil
}

let swiftSyntaxSource: SwiftSyntaxSource = {
    switch ProcessInfo.processInfo.environment["ONWARD_SWIFT_SYNTAX"] {
    case "package": return .package
    case "toolchain": return .toolchain(host: toolchainSwiftSyntaxHost() ?? "/usr/lib/swift/host")
    default: return toolchainSwiftSyntaxHost().map { .toolchain(host: $0) } ?? .package
    }
}()

/// The swift-syntax release that matches the compiler, for the package source.
#if compiler(>=6.3)
    let swiftSyntaxVersions: Range<Version> = "603.0.0"..<"604.0.0"
#else
    let swiftSyntaxVersions: Range<Version> = "602.0.0"..<"603.0.0"
#endif

/// The swift-syntax modules the macros, and the tools and tests that run them, use.
let swiftSyntaxModules = [
    "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftDiagnostics",
    "SwiftParser", "SwiftParserDiagnostics", "SwiftBasicFormat", "SwiftOperators",
]

/// What a target that imports swift-syntax needs, from either source.
struct SwiftSyntaxUse {
    var dependencies: [Target.Dependency] = []
    var swiftSettings: [SwiftSetting] = []
    var linkerSettings: [LinkerSetting] = []

    /// For a target that imports `modules` (and, for the plugin, its message handling).
    init(_ modules: [String] = swiftSyntaxModules) {
        switch swiftSyntaxSource {
        case .package:
            dependencies = modules.map {
                .product(name: $0.hasPrefix("SwiftCompilerPlugin") ? "_" + $0 : $0, package: "swift-syntax")
            }
        case .toolchain(let host):
            // A debug build indexes while it compiles, and the index of a module the toolchain
            // ships only as a textual interface, as swift-syntax's, is made by compiling that
            // interface again: about 3.5 s of a clean build, on its way to the macro plugin (issue
            // 25). The index of these targets leaves out imported toolchain modules; what they
            // declare themselves is indexed as before.
            swiftSettings = [.unsafeFlags(["-I", host, "-index-ignore-system-modules"])]
            linkerSettings =
                [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
                + modules.map { .linkedLibrary($0) }
        }
    }
}

let swiftSyntax = SwiftSyntaxUse()

/// Builds a module without reflection metadata, where the manifest may carry unsafe flags.
let withoutReflection: [SwiftSetting] = {
    guard case .toolchain = swiftSyntaxSource else { return [] }
    return [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
}()
/// Builds the example app's modules to get a generic type's metadata through its accessor, handed
/// the conformances its requirements need, instead of by a mangled name whose requirements the
/// runtime checks: each first check looks through every conformance in the program, about 0.4 M
/// instructions of `todos`'s start-up (callgrind). Where the manifest may carry unsafe flags.
let directMetadataAccess: [SwiftSetting] = {
    guard case .toolchain = swiftSyntaxSource else { return [] }
    return [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}()
let swiftSyntaxPlugin = SwiftSyntaxUse(swiftSyntaxModules + ["SwiftCompilerPluginMessageHandling"])

let package = Package(
    name: "Onward",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Onward", targets: ["Onward"]),
        .library(name: "OnwardCore", targets: ["OnwardCore"]),
        .library(name: "OnwardGenerators", targets: ["OnwardGenerators"]),
        .library(name: "OnwardDebug", targets: ["OnwardDebug"]),
        .library(name: "OnwardHistory", targets: ["OnwardHistory"]),
        .library(name: "OnwardInspector", targets: ["OnwardInspector"]),
        .library(name: "OnwardTesting", targets: ["OnwardTesting"]),
        .executable(name: "todos", targets: ["todos"]),
        // `swift package onward check|expand` for packages that depend on Onward.
        .plugin(name: "OnwardPlugin", targets: ["OnwardPlugin"]),
    ],
    dependencies: {
        guard case .package = swiftSyntaxSource else { return [] }
        return [.package(url: "https://github.com/swiftlang/swift-syntax.git", swiftSyntaxVersions)]
    }(),
    targets: [
        .target(name: "OnwardCore"),
        .target(
            name: "OnwardGeneratorsMacros",
            dependencies: swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .macro(
            name: "OnwardGeneratorsPlugin",
            dependencies: ["OnwardGeneratorsMacros"] + swiftSyntaxPlugin.dependencies,
            swiftSettings: swiftSyntaxPlugin.swiftSettings,
            linkerSettings: swiftSyntaxPlugin.linkerSettings
        ),
        .target(name: "OnwardGenerators", dependencies: ["OnwardCore", "OnwardGeneratorsPlugin"]),
        .target(name: "OnwardDebug", dependencies: ["OnwardCore"]),
        // A store's history on disk: one owner for one store's action log.
        .target(name: "OnwardHistory", dependencies: ["OnwardCore"], exclude: ["ActionLog/FORMAT.md"]),
        // The inspector: a replayed log as one self-contained HTML page. A tool, kept out of the
        // umbrella so that an app depending on `Onward` does not build it.
        .target(name: "OnwardInspector", dependencies: ["OnwardCore", "OnwardDebug", "OnwardHistory"]),
        .target(name: "Onward", dependencies: ["OnwardCore", "OnwardGenerators", "OnwardDebug", "OnwardHistory"]),
        // Imported by test targets: a test store that asserts every change and effect.
        .target(name: "OnwardTesting", dependencies: ["OnwardCore", "OnwardDebug"]),
        // The bench's allocation counter: malloc, calloc and realloc that count, linked only into it.
        .target(name: "BenchAllocationCounter"),
        // The package tools: the rules of `swift package onward check`, and the expansions `todos expand`
        // and `swift package onward expand` print. Built only when a tool that uses them is.
        .target(
            name: "OnwardCheck",
            dependencies: ["OnwardGeneratorsMacros"] + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .target(
            name: "OnwardExpand",
            dependencies: ["OnwardGeneratorsMacros"] + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .executableTarget(
            name: "onward-tool",
            dependencies: ["OnwardCheck", "OnwardExpand"] + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .plugin(
            name: "OnwardPlugin",
            capability: .command(
                intent: .custom(
                    verb: "onward",
                    description:
                        "Check a package's use of Onward (check), or print its types with the macros expanded (expand)"
                )
            ),
            dependencies: ["onward-tool"]
        ),
        .executableTarget(
            name: "onward-bench",
            dependencies: [
                "Onward", "OnwardInspector", "TodosCore", "OnwardGeneratorsMacros", "OnwardCheck",
                "BenchAllocationCounter",
            ]
                + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .target(
            name: "TodosCore",
            dependencies: ["Onward"],
            path: "Examples/Todos/Sources/TodosCore",
            swiftSettings: directMetadataAccess
        ),
        // The REPL's command language: a library of its own, so the fuzzer can link it.
        .target(
            name: "TodosCommands", dependencies: ["TodosCore", "Onward"], path: "Examples/Todos/Sources/TodosCommands"),
        .systemLibrary(
            name: "CReadline",
            path: "Examples/Todos/Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .executableTarget(
            name: "todos",
            dependencies: ["TodosCore", "TodosCommands", "CReadline", "OnwardDebug", "OnwardExpand", "OnwardInspector"]
                + swiftSyntax.dependencies,
            path: "Examples/Todos/Sources/todos",
            swiftSettings: swiftSyntax.swiftSettings + directMetadataAccess,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .testTarget(name: "OnwardCoreTests", dependencies: ["OnwardCore"]),
        // Helpers for the tests of several modules: a gate that holds an async action until a test
        // opens it, and a seeded random number generator.
        .target(name: "TestGate", path: "Tests/Support/TestGate"),
        // The action log's tests (ActionLog/) share this target's test stores; they test OnwardHistory.
        .testTarget(
            name: "OnwardDebugTests", dependencies: ["OnwardDebug", "OnwardHistory", "OnwardCore", "TestGate"]),
        .testTarget(name: "OnwardHistoryTests", dependencies: ["Onward", "TestGate"]),
        .testTarget(name: "OnwardInspectorTests", dependencies: ["Onward", "OnwardInspector"]),
        .testTarget(name: "OnwardTests", dependencies: ["Onward"]),
        // Built without reflection metadata, as some apps are: an interactor with state is still
        // built for each store. Only with the toolchain's swift-syntax, whose manifest carries
        // unsafe flags already; with the package's, it is built as any other test target.
        .testTarget(name: "ReflectionlessTests", dependencies: ["Onward"], swiftSettings: withoutReflection),
        .testTarget(name: "OnwardTestingTests", dependencies: ["Onward", "OnwardTesting"]),
        .testTarget(name: "ReadmeTests", dependencies: ["Onward", "OnwardTesting"]),
        .testTarget(name: "TodosCoreTests", dependencies: ["TodosCore", "OnwardTesting"]),
        .testTarget(name: "TodosCommandsTests", dependencies: ["TodosCommands", "TestGate"]),
        .testTarget(
            name: "TodosTests",
            dependencies: ["todos", "TodosCore", "TodosCommands", "TestGate"] + swiftSyntax.dependencies,
            resources: [.copy("Golden")],
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        // One program, in each isolation mode an app is written in (Tests/Isolation/Shared).
        .testTarget(
            name: "IsolationNonisolatedTests", dependencies: ["Onward", "OnwardTesting"],
            path: "Tests/Isolation/NonisolatedTests"),
        .testTarget(
            name: "IsolationMainActorTests", dependencies: ["Onward", "OnwardTesting"],
            path: "Tests/Isolation/MainActorTests"),
        .testTarget(
            name: "IsolationDefaultMainActorTests",
            dependencies: ["Onward", "OnwardTesting"],
            path: "Tests/Isolation/DefaultMainActorTests",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .testTarget(
            name: "OnwardGeneratorsMacrosTests",
            dependencies: ["OnwardGeneratorsMacros"] + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .testTarget(
            name: "OnwardCheckTests",
            dependencies: ["OnwardCheck", "onward-tool"] + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
        .testTarget(
            name: "DocsTests",
            dependencies: ["Onward", "OnwardTesting", "OnwardInspector", "OnwardGeneratorsMacros", "OnwardCheck"]
                + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings,
            linkerSettings: swiftSyntax.linkerSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
