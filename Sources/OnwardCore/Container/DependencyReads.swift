import Synchronization

/// Notes each dependency read while it is bound to a scope, so a test can say which dependencies
/// the code it runs reads without the test having replaced them.
///
/// Set on ``DependencyOverrides/readsNotOverridden`` by a test tool; `OnwardContainer` tells it of
/// every read it serves from the container instead of from the scope's overrides.
package final class DependencyReads: Sendable {
    /// The dependencies read, in the order first read, each once.
    private let keys = Mutex<[AnyKeyPathBox]>([])

    /// Creates an empty record.
    package init() {}

    /// Notes a read.
    ///
    /// - Parameter key: The dependency's key path.
    package func note(_ key: AnyKeyPath) {
        keys.withLock { keys in
            if !keys.contains(where: { $0.path == key }) { keys.append(AnyKeyPathBox(path: key)) }
        }
    }

    /// The dependencies read since the last call, and forgets them.
    package func drain() -> [AnyKeyPath] {
        keys.withLock { keys in
            defer { keys.removeAll() }
            return keys.map(\.path)
        }
    }
}

/// A key path, as a value that may cross tasks.
///
/// `@unchecked Sendable`: a key path is immutable once made, and one naming a property of
/// ``OnwardContainer`` (which has no stored state) captures no value.
private struct AnyKeyPathBox: @unchecked Sendable {
    let path: AnyKeyPath
}
