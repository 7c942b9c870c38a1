/// What the whole package declares and uses: every file's ``FileIndex``, merged, and the
/// interactors and stores with their extensions' members joined to them.
struct PackageIndex {
    /// One file's index, with the file it came from.
    struct File {
        /// The file.
        var file: CheckedFile
        /// What it declares and uses.
        var index: FileIndex
    }

    /// Each file's index, in the order given.
    let files: [File]
    /// The interactors, by name: a name declared twice is left out (it cannot be told apart).
    let interactors: [String: TypeRecord]
    /// The stores, by name, likewise.
    let stores: [String: TypeRecord]
    /// Every member of each type name, from its bodies and extensions.
    let members: [String: MemberList]
    /// Every type name given a conformance by an extension.
    let extendedWithConformance: Set<String>
    /// How many times each name is referenced in the package.
    let references: [String: Int]
    /// The package's global actors, and `MainActor`.
    let globalActors: Set<String>
    /// The default isolation of each target whose manifest settings could be read.
    let defaultIsolation: [String: DefaultIsolation]

    /// Indexes files.
    init(files: [CheckedFile], settings: ManifestSettings) {
        self.files = files.map { File(file: $0, index: FileIndex($0)) }
        var interactors: [String: [TypeRecord]] = [:]
        var stores: [String: [TypeRecord]] = [:]
        var members: [String: MemberList] = [:]
        var extendedWithConformance = Set<String>()
        var references: [String: Int] = [:]
        var globalActors: Set<String> = ["MainActor"]
        for file in self.files {
            for type in file.index.types {
                if type.isInteractor { interactors[type.name, default: []].append(type) }
                if type.storedInteractor != nil { stores[type.name, default: []].append(type) }
                members[type.name, default: MemberList()].formUnion(type.members)
            }
            for extensionRecord in file.index.extensions {
                members[extensionRecord.typeName, default: MemberList()].formUnion(extensionRecord.members)
                if extensionRecord.addsConformance { extendedWithConformance.insert(extensionRecord.typeName) }
            }
            references.merge(file.index.references, uniquingKeysWith: +)
            globalActors.formUnion(file.index.globalActors)
        }
        self.interactors = interactors.compactMapValues { $0.count == 1 ? $0.first : nil }
        self.stores = stores.compactMapValues { $0.count == 1 ? $0.first : nil }
        self.members = members
        self.extendedWithConformance = extendedWithConformance
        self.references = references
        self.globalActors = globalActors
        self.defaultIsolation = settings.defaultIsolation
    }

    /// The isolation a type declaration states: a global actor attribute, `nonisolated`, or neither.
    func declaredIsolation(of type: TypeRecord) -> DeclaredIsolation {
        if let actor = type.plainAttributes.first(where: isGlobalActor) { return .globalActor(actor) }
        return type.isMarkedNonisolated ? .nonisolated : .unstated
    }

    /// The isolation a type ends up with, or `nil` when it depends on a default isolation the
    /// manifest does not show.
    func isolation(of type: TypeRecord) -> Isolation? {
        switch declaredIsolation(of: type) {
        case .globalActor(let actor): return .globalActor(actor)
        case .nonisolated: return .nonisolated
        case .unstated:
            switch defaultIsolation[type.location.target] {
            case .mainActor: return .globalActor("MainActor")
            case .nonisolated: return .nonisolated
            case nil: return nil
            }
        }
    }

    /// Whether an attribute names a global actor: `MainActor`, one the package declares, or a name
    /// ending in `Actor` (a global actor of another module).
    private func isGlobalActor(_ name: String) -> Bool {
        globalActors.contains(name) || (name.hasSuffix("Actor") && name != "Actor")
    }
}
