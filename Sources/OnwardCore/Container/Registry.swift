import Synchronization

/// The values ``OnwardContainer`` holds, by the key path that names them, behind one lock.
final class Registry: @unchecked Sendable {
    /// A registered value; the lock serializes every access to it.
    struct Entry: @unchecked Sendable {
        let value: Any
    }

    private let lock = Mutex(())
    private var overrides: [AnyKeyPath: Entry] = [:]
    private var defaults: [AnyKeyPath: Entry] = [:]

    /// The override for `key` if there is one, else its default if it was made.
    func value(for key: AnyKeyPath) -> Any? {
        lock.withLock { _ in overrides[key] ?? defaults[key] }?.value
    }

    /// Sets or, with `nil`, removes the override for `key`.
    func setOverride(_ value: Any?, for key: AnyKeyPath) {
        let entry = value.map(Entry.init)
        lock.withLock { _ in overrides[key] = entry }
    }

    /// Keeps `value` as the default for `key` unless another thread kept one first.
    ///
    /// - Returns: The override if one was set meanwhile, else the default that is kept.
    func keepDefault(_ value: Any, for key: AnyKeyPath) -> Any {
        let entry = Entry(value: value)
        return lock.withLock { _ in
            if let override = overrides[key] { return override }
            if let earlier = defaults[key] { return earlier }
            defaults[key] = entry
            return entry
        }.value
    }
}
