import OnwardCore

/// One dispatch in a log line's `effects`: what a middleware dispatched when the line was recorded.
struct RecordedEffect<S: Store> {
    let entry: RegisteredAction<S>
    let name: String
    let arguments: JSONArguments

    /// What its own middleware dispatched: an array of runs, or `nil`.
    let effects: JSONToken?

    /// Why a line's `effects` value cannot be played back, or `nil` when every effect in it, at
    /// every depth, is well formed, registered, has arguments that decode, and is synchronous under
    /// a synchronous action (whose middleware cannot await).
    static func problem(
        in effects: JSONToken,
        of bytes: [UInt8],
        owner: (name: String, isAsync: Bool),
        registry: ActionRegistry<S>,
        store: S
    ) -> (kind: ActionLogError.Kind, reason: String)? {
        guard effects.kind == .array else {
            return (.malformedLine, "malformed effects: \"effects\" must be an array of middleware runs")
        }
        var runs = JSONArguments(bytes: bytes, array: effects).elements()
        while let run = runs.next() {
            guard run.kind == .array else {
                return (.malformedLine, "malformed effects: each middleware run must be an array of dispatches")
            }
            var dispatches = JSONArguments(bytes: bytes, array: run).elements()
            while let token = dispatches.next() {
                let effect: RecordedEffect
                switch parse(token, of: bytes, registry: registry, store: store) {
                case .success(let parsed): effect = parsed
                case .failure(let problem): return (problem.kind, problem.reason)
                }
                if effect.entry.isAsync, !owner.isAsync {
                    return (
                        .malformedLine,
                        "the effect \"\(effect.name)\" is asynchronous, but \"\(owner.name)\" is not: "
                            + "its middleware cannot have dispatched it"
                    )
                }
                do {
                    try effect.entry.check(effect.arguments)
                } catch {
                    return (.wrongArgumentType, "wrong arguments for the effect \"\(effect.name)\": \(error)")
                }
                if let nested = effect.effects,
                    let problem = problem(
                        in: nested, of: bytes, owner: (effect.name, effect.entry.isAsync), registry: registry,
                        store: store)
                {
                    return problem
                }
            }
        }
        return nil
    }

    struct Problem: Error {
        let kind: ActionLogError.Kind
        let reason: String
    }

    /// Reads one effect object.
    static func parse(
        _ token: JSONToken,
        of bytes: [UInt8],
        registry: ActionRegistry<S>,
        store: S
    ) -> Result<RecordedEffect, Problem> {
        guard token.kind == .object, let fields = LogLineFields.parse(bytes, in: token.range) else {
            return .failure(Problem(kind: .malformedLine, reason: "malformed effects: each dispatch must be an object"))
        }
        guard let nameToken = fields.action, let name = nameToken.text(in: bytes), nameToken.isString else {
            return .failure(Problem(kind: .malformedLine, reason: "malformed effect: missing \"action\""))
        }
        guard let entry = registry.entry(named: name, for: store) else {
            return .failure(
                Problem(
                    kind: .unknownAction, reason: "unknown action \"\(name)\" in effects: not registered for \(S.self)")
            )
        }
        guard let arguments = fields.args, arguments.kind == .array else {
            return .failure(Problem(kind: .malformedLine, reason: "malformed effect \"\(name)\": missing \"args\""))
        }
        let effect = RecordedEffect(
            entry: entry, name: name, arguments: JSONArguments(bytes: bytes, array: arguments), effects: fields.effects)
        guard effect.arguments.count == entry.argumentCount else {
            return .failure(
                Problem(
                    kind: .wrongArgumentCount,
                    reason: "wrong argument count for the effect \"\(name)\": expected \(entry.argumentCount), "
                        + "found \(effect.arguments.count)"))
        }
        return .success(effect)
    }
}
