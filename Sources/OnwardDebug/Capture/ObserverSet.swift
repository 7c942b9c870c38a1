import OnwardCore

/// Marks a store's observer set, which is plumbing rather than state and stays out of snapshots.
protocol ObserverSet {}

extension DispatchObservers: ObserverSet {}
