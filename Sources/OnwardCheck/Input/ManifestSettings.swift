import SwiftParser
import SwiftSyntax

/// Each target's default isolation, read from the text of `Package.swift` without running it.
///
/// A command plugin is not told a target's Swift settings, so the manifest is read as syntax: a
/// target declared by a call such as `.target(name: "App", swiftSettings: [...])` whose name and
/// settings are written out literally is understood. A target whose settings come from a variable,
/// a function or a condition (`.when(...)`), or that is not found at all, has an unknown default
/// isolation, and the rules that need it stay silent about it.
package struct ManifestSettings: Sendable {
    /// The default isolation of each target whose settings could be read.
    package private(set) var defaultIsolation: [String: DefaultIsolation] = [:]

    /// Reads a manifest.
    ///
    /// - Parameter manifest: The text of `Package.swift`.
    package init(manifest: String) {
        let calls = TargetCalls(viewMode: .sourceAccurate)
        calls.walk(Parser.parse(source: manifest))
        for call in calls.found {
            guard let name = Self.stringLiteral(Self.argument("name", of: call)) else { continue }
            guard let settings = Self.argument("swiftSettings", of: call) else {
                defaultIsolation[name] = .nonisolated
                continue
            }
            if let isolation = Self.defaultIsolation(in: settings) { defaultIsolation[name] = isolation }
        }
    }

    /// Finds the calls that declare a source target.
    private final class TargetCalls: SyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ManifestSettings.targetFactories.contains(ManifestSettings.calledMember(node) ?? "") {
                found.append(node)
            }
            return .visitChildren
        }
    }

    /// The functions of `Target` that declare a source target.
    fileprivate static let targetFactories: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// The name of the member a call calls: `target` for `.target(...)`.
    fileprivate static func calledMember(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The argument with a label.
    private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The text of a string literal without interpolation.
    private static func stringLiteral(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// The default isolation a literal array of settings gives, or `nil` when it cannot be told.
    private static func defaultIsolation(in settings: ExprSyntax) -> DefaultIsolation? {
        guard let array = settings.as(ArrayExprSyntax.self) else { return nil }
        var isolation = DefaultIsolation.nonisolated
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self), let member = calledMember(call) else {
                return nil  // a variable or an expression: the settings cannot be read
            }
            switch member {
            case "defaultIsolation":
                guard call.arguments.count == 1, let value = call.arguments.first?.expression else { return nil }
                if value.is(NilLiteralExprSyntax.self) {
                    isolation = .nonisolated
                } else if value.trimmedDescription == "MainActor.self" {
                    isolation = .mainActor
                } else {
                    return nil
                }
            case "unsafeFlags":
                // `-default-isolation` may be passed to the compiler directly.
                if call.trimmedDescription.contains("default-isolation") { return nil }
            default:
                continue
            }
        }
        return isolation
    }
}
