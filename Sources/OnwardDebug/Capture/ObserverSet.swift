import OnwardCore

/// Marks where a store keeps its observers, which is plumbing rather than state and stays out of
/// snapshots.
protocol ObserverSet {}

extension DispatchObserverStorage: ObserverSet {}
