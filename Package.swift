// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The folder holding the toolchain's own swift-syntax modules (`<toolchain>/usr/lib/swift/host`).
///
/// SwiftPM cannot fetch the swift-syntax package here, so the macro targets build against the copy
/// the compiler itself uses. In order: the `ONWARD_SWIFT_HOST` environment override, the toolchain
/// whose `libPackageDescription.so` this manifest process has mapped, then `swift` on `PATH`.
let swiftSyntaxHost: String = {
    let fileManager = FileManager.default
    func hostFolder(toolchainLib lib: String) -> String? {
        let host = lib + "/host"
        return fileManager.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") ? host : nil
    }
    if let override = ProcessInfo.processInfo.environment["ONWARD_SWIFT_HOST"] {
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
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        let swiftLib = bin.deletingLastPathComponent().appendingPathComponent("lib/swift")
        if let host = hostFolder(toolchainLib: swiftLib.path) { return host }
    }
    return "/usr/lib/swift/host"
}()

/// Compiler flags for a target that imports the toolchain's swift-syntax modules.
let swiftSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]

/// Linker flags for a target that links the toolchain's swift-syntax libraries.
let swiftSyntaxLinkage: [LinkerSetting] = [
    .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftSyntaxBuilder"),
    .linkedLibrary("SwiftSyntaxMacros"),
    .linkedLibrary("SwiftSyntaxMacroExpansion"),
    .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"),
    .linkedLibrary("SwiftOperators"),
]

let package = Package(
    name: "Onward",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Onward", targets: ["Onward"]),
        .library(name: "OnwardCore", targets: ["OnwardCore"]),
        .library(name: "OnwardGenerators", targets: ["OnwardGenerators"]),
        .library(name: "OnwardDebug", targets: ["OnwardDebug"]),
        .executable(name: "todos", targets: ["todos"]),
    ],
    targets: [
        .target(name: "OnwardCore"),
        .target(
            name: "OnwardGeneratorsMacros",
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage
        ),
        .macro(
            name: "OnwardGeneratorsPlugin",
            dependencies: ["OnwardGeneratorsMacros"],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage + [.linkedLibrary("SwiftCompilerPluginMessageHandling")]
        ),
        .target(name: "OnwardGenerators", dependencies: ["OnwardCore", "OnwardGeneratorsPlugin"]),
        .target(name: "OnwardDebug", dependencies: ["OnwardCore"], exclude: ["ActionLog/FORMAT.md"]),
        .target(name: "Onward", dependencies: ["OnwardCore", "OnwardGenerators", "OnwardDebug"]),
        .executableTarget(
            name: "onward-bench",
            dependencies: ["Onward", "TodosCore", "OnwardGeneratorsMacros"],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage,
            plugins: ["EmbedExampleSources"]
        ),
        .target(
            name: "TodosCore",
            dependencies: ["Onward"],
            path: "Examples/Todos/Sources/TodosCore"
        ),
        .systemLibrary(
            name: "CReadline",
            path: "Examples/Todos/Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .executableTarget(
            name: "todos",
            dependencies: ["TodosCore", "CReadline", "OnwardGeneratorsMacros"],
            path: "Examples/Todos/Sources/todos",
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage,
            plugins: ["EmbedExampleSources"]
        ),
        .executableTarget(name: "embed-sources", path: "Examples/Todos/Sources/embed-sources"),
        .plugin(
            name: "EmbedExampleSources",
            capability: .buildTool(),
            dependencies: ["embed-sources"],
            path: "Examples/Todos/Plugins/EmbedExampleSources"
        ),
        .testTarget(name: "OnwardCoreTests", dependencies: ["OnwardCore"]),
        .testTarget(name: "OnwardDebugTests", dependencies: ["OnwardDebug", "OnwardCore"]),
        .testTarget(name: "OnwardTests", dependencies: ["Onward"]),
        .testTarget(name: "ReadmeTests", dependencies: ["Onward"]),
        .testTarget(name: "TodosCoreTests", dependencies: ["TodosCore"]),
        .testTarget(
            name: "TodosTests",
            dependencies: ["todos", "TodosCore"],
            resources: [.copy("Golden")],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage
        ),
        // One program, in each isolation mode an app is written in (Tests/Isolation/Shared).
        .testTarget(
            name: "IsolationNonisolatedTests", dependencies: ["Onward"], path: "Tests/Isolation/NonisolatedTests"),
        .testTarget(name: "IsolationMainActorTests", dependencies: ["Onward"], path: "Tests/Isolation/MainActorTests"),
        .testTarget(
            name: "IsolationDefaultMainActorTests",
            dependencies: ["Onward"],
            path: "Tests/Isolation/DefaultMainActorTests",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .testTarget(
            name: "OnwardGeneratorsMacrosTests",
            dependencies: ["OnwardGeneratorsMacros"],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage
        ),
        .testTarget(
            name: "DocsTests",
            dependencies: ["Onward", "OnwardGeneratorsMacros"],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinkage
        ),
    ],
    swiftLanguageModes: [.v6]
)
