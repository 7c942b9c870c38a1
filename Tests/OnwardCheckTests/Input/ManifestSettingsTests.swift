import OnwardCheck
import Testing

@Suite struct ManifestSettingsTests {
    @Test func literalSettingsAreRead() {
        let settings = ManifestSettings(
            manifest: """
                let package = Package(targets: [
                    .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self), .define("X")]),
                    .executableTarget(name: "Tool", swiftSettings: [.defaultIsolation(nil)]),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                    .target(name: "Shared", swiftSettings: common),
                    .target(name: "Flags", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
                ])
                """)
        #expect(
            settings.defaultIsolation == ["App": .mainActor, "Tool": .nonisolated, "AppTests": .nonisolated])
    }
}
