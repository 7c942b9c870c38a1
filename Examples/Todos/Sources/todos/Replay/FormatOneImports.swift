import Onward
import TodosCore

/// Runs a replay of a log of format version 1 with the import rules of the `todos` that wrote it
/// (``ImportRules/formatOne``): such a log holds no effects, so its imports run again, and must add
/// the lines they added then.
///
/// - Parameter replay: The replay.
/// - Returns: What the replay returns.
/// - Throws: What the replay throws.
nonisolated(nonsending) func withFormatOneImports<R>(
    _ replay: nonisolated(nonsending) () async throws(ActionLogError) -> R
) async throws(ActionLogError) -> R {
    let result = await OnwardContainer.withOverrides {
        $0[\.importRules] = .formatOne
    } run: { () async -> Result<R, ActionLogError> in
        do throws(ActionLogError) { return .success(try await replay()) } catch { return .failure(error) }
    }
    return try result.get()
}
