import Onward
import TodosCore

/// Runs a replay with the import rules of the `todos` that wrote the log's format: a log of
/// version 1 holds no effects, so its imports run again and must add the lines they added then
/// (``ImportRules/formatOne``); a later log's imports are played back, by today's rules.
///
/// - Parameters:
///   - version: The log's format version, if it has one.
///   - replay: The replay.
/// - Returns: What the replay returns.
/// - Throws: What the replay throws.
nonisolated(nonsending) func withImportRules<R>(
    ofFormat version: Int?,
    _ replay: nonisolated(nonsending) () async throws(ActionLogError) -> R
) async throws(ActionLogError) -> R {
    let result = await OnwardContainer.withOverrides {
        $0[\.importRules] = version == 1 ? .formatOne : .current
    } run: { () async -> Result<R, ActionLogError> in
        do throws(ActionLogError) { return .success(try await replay()) } catch { return .failure(error) }
    }
    return try result.get()
}
