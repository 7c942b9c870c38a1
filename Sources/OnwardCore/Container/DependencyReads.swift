import Synchronization

/// Notes each dependency read while it is bound to a scope, so a test can say which dependencies
/// the code it runs reads without the test having replaced them.
///
/// Set on ``DependencyOverrides/readsNotOverridden`` by a test tool; `OnwardContainer` tells it of
/// every read it serves from the container instead of from the scope's overrides.
package final class DependencyReads: Sendable {
    /// The dependencies read, by name, in the order first read, each once.
    private let names = Mutex<[String]>([])

    /// Creates an empty record.
    package init() {}

    /// Notes a read.
    ///
    /// - Parameter name: The dependency, as a person reads it: `fileReader (FileReader)`.
    package func note(_ name: String) {
        names.withLock { names in
            if !names.contains(name) { names.append(name) }
        }
    }

    /// The dependencies read since the last call, and forgets them.
    package func drain() -> [String] {
        names.withLock { names in
            defer { names.removeAll() }
            return names
        }
    }
}
