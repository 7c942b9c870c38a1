extension OnwardContainer {
    /// The overrides of the innermost `withOverrides(_:run:)` running in this task, if any.
    @TaskLocal static var scoped = DependencyOverrides()

    /// Runs a block with some dependencies replaced: every `@Outward` read in it, and in the tasks
    /// it starts (child tasks and `Task {}`, not detached tasks), sees the replacements; code
    /// running at the same time elsewhere, such as a test in parallel, does not.
    ///
    /// Scopes nest: an inner one starts from the outer one's replacements. A scoped replacement
    /// wins over one made with ``charge(_:_:)``.
    /// ```swift
    /// @Test func refusesBlankTitles() {
    ///     OnwardContainer.withOverrides { $0[\.validator] = StrictValidator() } run: {
    ///         store.dispatch(\.add, "   ")
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - change: Sets the replacements.
    ///   - body: The block.
    /// - Returns: What the block returns.
    @discardableResult
    public static func withOverrides<R>(
        _ change: (inout DependencyOverrides) -> Void,
        run body: () throws -> R
    ) rethrows -> R {
        var overrides = scoped
        change(&overrides)
        return try $scoped.withValue(overrides, operation: body)
    }

    /// Runs an asynchronous block with some dependencies replaced, as the synchronous
    /// `withOverrides(_:run:)` runs a block; the replacements follow the block across
    /// its suspensions.
    ///
    /// - Parameters:
    ///   - change: Sets the replacements.
    ///   - body: The block.
    /// - Returns: What the block returns.
    @discardableResult
    nonisolated(nonsending) public static func withOverrides<R>(
        _ change: (inout DependencyOverrides) -> Void,
        run body: nonisolated(nonsending) () async throws -> R
    ) async rethrows -> R {
        var overrides = scoped
        change(&overrides)
        return try await $scoped.withValue(overrides, operation: body)
    }
}
