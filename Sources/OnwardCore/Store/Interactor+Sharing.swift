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
        if let known = InteractorSharing.known.withLock({ $0[type] }) {
            return known.shared.map { unsafeDowncast($0, to: Self.self) } ?? build()
        }
        let built = build()
        let shared = InteractorSharing.holdsNoState(Self.self) ? built : nil
        InteractorSharing.known.withLock { $0[type] = KnownInteractor(shared: shared) }
        return built
    }
}

/// The interactor types seen so far, and the one instance of each that holds no state.
enum InteractorSharing {
    /// What is known of each interactor type met so far.
    static let known = Mutex<[ObjectIdentifier: KnownInteractor]>([:])

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
    /// The shared instance.
    let shared: AnyObject?
}
