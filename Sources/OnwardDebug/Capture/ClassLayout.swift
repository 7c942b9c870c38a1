import OnwardCore

/// Which of a class's `Mirror` children are state, where each one is, and the name it is shown by.
///
/// Worked out once per type from its first instance, so later captures fetch only these children
/// by position: asking a `Mirror` for a child is the costly part of reading an instance.
struct ClassLayout {
    /// One stored property that is state: which mirror holds it (0 for the class itself, 1 for its
    /// superclass, and so on), its position among that mirror's children, and its shown name.
    struct Field {
        let depth: Int
        let index: Int
        let label: String
    }

    /// The properties, superclasses' first, each in declaration order.
    let fields: [Field]

    /// How many mirrors, from the class itself up its superclasses, hold them.
    let mirrorCount: Int

    /// Works out the layout of an instance's class: everything but a store's interactor and
    /// observers and `@Observable`'s registrar, with the backing-storage prefixes of `@Observable`
    /// and `lazy` properties removed from the names.
    init(of object: AnyObject) {
        let mirrors = Self.mirrors(of: object, count: .max)
        // The compiler's names for Observation's storage and registrar; Mirror is the only public
        // way to read them, and `CompilerStorageNamesTests` fails first if a compiler renames them.
        let registrar = "_$observationRegistrar"
        let isObservable = mirrors.contains { $0.children.contains { $0.label == registrar } }
        var fields: [Field] = []
        for (depth, mirror) in mirrors.enumerated().reversed() {
            for (index, child) in mirror.children.enumerated() {
                let label = child.label ?? ""
                if label == registrar || child.value is any Interactor || child.value is DispatchObserverStorage {
                    continue
                }
                let shown = Self.shownName(label, isObservable: isObservable)
                fields.append(Field(depth: depth, index: index, label: shown))
            }
        }
        self.fields = fields
        mirrorCount = (fields.map(\.depth).max() ?? -1) + 1
    }

    private static func shownName(_ label: String, isObservable: Bool) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
        if isObservable, label.hasPrefix("_") { return String(label.dropFirst()) }
        return label
    }

    /// The state of an instance of the class: each property's name and current value.
    func fields(of object: AnyObject) -> [(label: String, value: Any)] {
        let mirrors = Self.mirrors(of: object, count: mirrorCount)
        var values: [(label: String, value: Any)] = []
        values.reserveCapacity(fields.count)
        for field in fields where field.depth < mirrors.count {
            let children = mirrors[field.depth].children
            guard field.index < children.count else { continue }
            values.append((field.label, children[children.index(children.startIndex, offsetBy: field.index)].value))
        }
        return values
    }

    /// The mirrors of an instance's class and of its superclasses, at most `count` of them.
    private static func mirrors(of object: AnyObject, count: Int) -> [Mirror] {
        var mirrors: [Mirror] = []
        var next: Mirror? = count > 0 ? Mirror(reflecting: object) : nil
        while let mirror = next {
            mirrors.append(mirror)
            next = mirrors.count < count ? mirror.superclassMirror : nil
        }
        return mirrors
    }
}
