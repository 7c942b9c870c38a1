import BenchAllocationCounter

/// Counts the heap blocks an operation allocates: the bench defines `malloc`, `calloc` and
/// `realloc` (the `BenchAllocationCounter` target), which count while asked to.
enum Allocations {
    /// The heap blocks allocated per operation while `body` runs `operations` of them.
    ///
    /// - Parameters:
    ///   - operations: How many operations `body` performs.
    ///   - body: The work, on this thread, with nothing else allocating meanwhile.
    /// - Returns: Allocations per operation; `nil` where they cannot be counted.
    static func perOperation(_ operations: Int, _ body: () -> Void) -> Double? {
        bench_allocations_start()
        body()
        let allocations = bench_allocations_stop()
        return allocations < 0 ? nil : Double(allocations) / Double(operations)
    }
}
