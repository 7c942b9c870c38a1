@_spi(Reflection) import Swift
import Synchronization

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

extension Interactor {
    /// The interactor for a new store: `@Store` adds `let interactor = SomeInteractor.forStore()`.
    ///
    /// An interactor that holds state of its own (a stored property other than an `@Outward`
    /// dependency, which reads ``OnwardContainer`` at each access) is built for each store with
    /// ``build()``. One that holds none is built once, on the first call, and shared by every
    /// store after: its instances could not differ, and a state of thousands of small stores (a
    /// todo list) need not make an interactor for each.
    /// - Returns: The interactor.
    public static func forStore() -> Self {
        let type = ObjectIdentifier(Self.self)
        if let known = InteractorSharing.known(type) {
            guard let shared = known.shared else { return build() }
            return unsafeDowncast(shared, to: Self.self)
        }
        let built = build()
        let shared = InteractorSharing.holdsNoState(Self.self) ? built : nil
        let known = InteractorSharing.meet(KnownInteractor(type: type, shared: shared))
        return known.shared.map { unsafeDowncast($0, to: Self.self) } ?? built
    }
}

/// The interactor types met so far, and the one instance of each that holds no state.
///
/// A store's creation reads them without a lock or a hash: the list is immutable and published
/// through one atomic pointer, and a type met for the first time publishes a longer copy. A
/// program has few interactor types, so the search is short, and every list is kept.
enum InteractorSharing {
    /// The latest list, for readers: an atomic, though a raw pointer is not `Sendable`.
    nonisolated(unsafe) private static let published = Atomic<UnsafeRawPointer?>(nil)

    /// Every list published, which keeps each alive for a reader that loaded it; its lock orders
    /// the writers.
    private static let lists = Mutex<[KnownInteractors]>([])

    /// What is known of an interactor type, if it was met.
    ///
    /// - Parameter type: The type.
    /// - Returns: Its entry, or `nil` for a type not met yet.
    static func known(_ type: ObjectIdentifier) -> KnownInteractor? {
        guard let list = published.load(ordering: .acquiring) else { return nil }
        // Every list published stays alive (`lists`), so this one needs no retain.
        let entries = Unmanaged<KnownInteractors>.fromOpaque(list).takeUnretainedValue().entries
        for entry in entries where entry.type == type { return entry }
        return nil
    }

    /// Publishes a type met for the first time.
    ///
    /// - Parameter entry: The type, and its shared instance if it holds no state.
    /// - Returns: The entry that stands: the first one, when two threads meet the type at once.
    static func meet(_ entry: KnownInteractor) -> KnownInteractor {
        lists.withLock { lists in
            let entries = lists.last?.entries ?? []
            if let standing = entries.first(where: { $0.type == entry.type }) { return standing }
            let list = KnownInteractors(entries: entries + [entry])
            lists.append(list)
            published.store(Unmanaged.passUnretained(list).toOpaque(), ordering: .releasing)
            return entry
        }
    }

    /// Whether the stored properties of an interactor class, its superclasses' included, are all
    /// `@Outward` dependencies (or it has none).
    ///
    /// It reads the type's field records by name, not with a `Mirror` or an `is` check: those
    /// search every protocol conformance the process has loaded, which costs start-up time and
    /// memory the first time. A module built without reflection metadata has no field records, so
    /// the instance's size must also be what those dependencies take, and nothing more.
    static func holdsNoState(_ type: AnyClass) -> Bool {
        var dependencies = 0
        // `.classType`, which the standard library declares as a `static var`.
        let classType = _EachFieldOptions(rawValue: 1 << 0)
        let allDependencies = _forEachField(of: type, options: classType) { _, _, fieldType, _ in
            dependencies += 1
            return _typeName(fieldType, qualified: true).hasPrefix("OnwardCore.Outward<")
        }
        let objectHeader = 2 * MemoryLayout<Int>.size
        return allDependencies
            && instanceSize(of: type) == objectHeader + dependencies * MemoryLayout<Outward<Int>>.stride
    }

    /// The bytes an instance of a class takes, as its type metadata says.
    private static func instanceSize(of type: AnyClass) -> Int {
        #if canImport(ObjectiveC)
            return class_getInstanceSize(type)
        #else
            // A class's metadata without Objective-C interoperation: its kind and superclass, two
            // 32-bit fields (flags, address point), then the instance size (Swift's ABI, TypeMetadata).
            let offset = 2 * MemoryLayout<Int>.size + 2 * MemoryLayout<UInt32>.size
            return Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: offset, as: UInt32.self))
        #endif
    }
}

/// An interactor type met: the one instance its stores share, or `nil` when it holds state and is
/// built for each store. A shared one holds no state, so sending it across isolation domains
/// shares nothing mutable.
struct KnownInteractor: @unchecked Sendable {
    /// The type.
    let type: ObjectIdentifier
    /// The shared instance.
    let shared: AnyObject?
}

/// One published list of the interactor types met.
final class KnownInteractors: Sendable {
    /// The types, in the order they were met.
    let entries: [KnownInteractor]

    init(entries: [KnownInteractor]) {
        self.entries = entries
    }
}
