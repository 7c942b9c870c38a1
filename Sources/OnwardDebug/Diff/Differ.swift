/// Compares two captured states and lists the changes, visiting only the parts that differ.
struct Differ {
    /// The changes found so far.
    private(set) var changes: [StateChange] = []

    private let capturer: Capturer
    private let renderer: SnapshotRenderer
    private var path = StatePath()

    /// Creates a differ that shows values with a renderer and takes them apart with its capturer.
    init(renderer: SnapshotRenderer) {
        self.renderer = renderer
        capturer = renderer.capturer
    }

    /// Compares an earlier and a later capture of the value at the current path.
    mutating func compare(_ old: CaptureNode, _ new: CaptureNode) {
        switch (old, new) {
        case (.equatable(let oldValue, let oldFacts), .equatable(let newValue, let newFacts)):
            if oldFacts === newFacts {
                if oldValue.isEqual(toAny: newValue) { return }
                if case .list = oldFacts.kind, compareEquatableLists(oldValue, newValue) { return }
            }
            compare(capturer.expand(oldValue, facts: oldFacts), capturer.expand(newValue, facts: newFacts))
        case (.equatable(let oldValue, let facts), _):
            compare(capturer.expand(oldValue, facts: facts), new)
        case (_, .equatable(let newValue, let facts)):
            compare(old, capturer.expand(newValue, facts: facts))
        case (.leaf(let oldText), .leaf(let newText)):
            if oldText != newText { record(.changed(from: snapshot(old), to: snapshot(new))) }
        case (.optional(nil), .optional(nil)):
            return
        case (.optional(let oldWrapped?), .optional(let newWrapped?)):
            compare(oldWrapped, newWrapped)
        case (.optional(let oldWrapped?), _) where !new.isOptional:
            compare(oldWrapped, new)
        case (_, .optional(let newWrapped?)) where !old.isOptional:
            compare(old, newWrapped)
        case (.list(let oldList), .list(let newList)):
            if oldList !== newList { compareLists(oldList, newList) }
        case (.set(let oldElements), .set(let newElements)):
            compareSets(oldElements, newElements)
        case (.dictionary(let oldEntries), .dictionary(let newEntries)):
            compareDictionaries(oldEntries, newEntries)
        case (.record(let oldType, let oldFields), .record(let newType, let newFields)) where oldType == newType:
            compareFields(oldFields, newFields)
        case (.object(let oldObject), .object(let newObject)) where oldObject.type == newObject.type:
            if oldObject !== newObject { compareFields(oldObject.fields, newObject.fields) }
        case (.enumCase(let oldType, let oldName, let oldPayload), .enumCase(let newType, let newName, let newPayload))
        where oldType == newType && oldName == newName:
            path.push(.field(oldName))
            compareFields(oldPayload, newPayload)
            path.pop()
        case (.cycle(let oldType), .cycle(let newType)) where oldType == newType:
            return
        default:
            record(.changed(from: snapshot(old), to: snapshot(new)))
        }
    }

    /// Compares two arrays of `Equatable` elements of the same length by looking only at the
    /// positions `==` says differ, when every such position holds the same element (by identity).
    private mutating func compareEquatableLists(_ old: any Equatable, _ new: any Equatable) -> Bool {
        guard let oldList = old as? any EquatableElements, let newList = new as? any EquatableElements,
            let positions = newList.differingIndices(from: old)
        else { return false }
        var pairs: [(position: Int, old: Any, new: Any)] = []
        for position in positions {
            let oldElement = oldList.anyElement(atOffset: position)
            let newElement = newList.anyElement(atOffset: position)
            guard identity(of: oldElement) == identity(of: newElement) else { return false }
            pairs.append((position, oldElement, newElement))
        }
        for pair in pairs {
            compare(capturer.capture(pair.old), capturer.capture(pair.new), at: .index(pair.position))
        }
        return true
    }

    private func identity(of value: Any) -> ElementIdentity? {
        capturer.catalog.facts(for: type(of: value)).identity(of: value)
    }

    private mutating func compareLists(_ old: ListCapture, _ new: ListCapture) {
        if old.chain === new.chain {
            for position in old.positionsMaybeDiffering(from: new) where !old[position].isSameCapture(as: new[position])
            {
                compare(old[position], new[position], at: .index(position))
            }
            return
        }
        let sameStorage = old.storage != nil && old.storage == new.storage
        let oldElements = old.elements
        let newElements = new.elements
        if !sameStorage, let oldIDs = old.identities, let newIDs = new.identities, oldIDs != newIDs,
            compareByIdentity(oldElements, oldIDs, newElements, newIDs)
        {
            return
        }
        let common = min(oldElements.count, newElements.count)
        for position in 0..<common where !oldElements[position].isSameCapture(as: newElements[position]) {
            compare(oldElements[position], newElements[position], at: .index(position))
        }
        for position in common..<oldElements.count {
            record(.removed(snapshot(oldElements[position])), at: .index(position))
        }
        for position in common..<newElements.count {
            record(.added(snapshot(newElements[position])), at: .index(position))
        }
    }

    /// Matches elements by identity: unchanged runs at both ends are compared in place, and in
    /// between each element is found removed, added, or kept (and maybe moved) and compared.
    /// Returns `false`, having recorded nothing, when an identity repeats.
    private mutating func compareByIdentity(
        _ old: [CaptureNode],
        _ oldIDs: [ElementIdentity],
        _ new: [CaptureNode],
        _ newIDs: [ElementIdentity]
    ) -> Bool {
        var start = 0
        while start < min(oldIDs.count, newIDs.count), oldIDs[start] == newIDs[start] { start += 1 }
        var oldEnd = oldIDs.count
        var newEnd = newIDs.count
        while oldEnd > start, newEnd > start, oldIDs[oldEnd - 1] == newIDs[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var oldPositions: [ElementIdentity: Int] = [:]
        for position in start..<oldEnd where oldPositions.updateValue(position, forKey: oldIDs[position]) != nil {
            return false
        }
        var newMiddle = Set<ElementIdentity>()
        for position in start..<newEnd where !newMiddle.insert(newIDs[position]).inserted {
            return false
        }
        for position in 0..<start {
            compare(old[position], new[position], at: .index(position))
        }
        for position in start..<oldEnd where !newMiddle.contains(oldIDs[position]) {
            record(.removed(snapshot(old[position])), at: .index(position))
        }
        let kept = (start..<newEnd).compactMap { oldPositions[newIDs[$0]] }
        let inOrder = LongestIncreasingRun.positions(in: kept)
        var keptIndex = 0
        for position in start..<newEnd {
            guard let oldPosition = oldPositions[newIDs[position]] else {
                record(.added(snapshot(new[position])), at: .index(position))
                continue
            }
            if !inOrder.contains(keptIndex) {
                var origin = path
                origin.push(.index(oldPosition))
                record(.moved(from: origin.text(keyText: keyText)), at: .index(position))
            }
            keptIndex += 1
            compare(old[oldPosition], new[position], at: .index(position))
        }
        for offset in 0..<(oldIDs.count - oldEnd) {
            compare(old[oldEnd + offset], new[newEnd + offset], at: .index(newEnd + offset))
        }
        return true
    }

    private mutating func compareSets(_ old: [KeyedNode], _ new: [KeyedNode]) {
        let oldNodes = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newNodes = Dictionary(new, uniquingKeysWith: { first, _ in first })
        let removed = oldNodes.compactMap { newNodes[$0.key] == nil ? snapshot($0.value) : nil }
        let added = newNodes.compactMap { oldNodes[$0.key] == nil ? snapshot($0.value) : nil }
        var changed: [(key: String, changes: [StateChange])] = []
        for (element, oldNode) in oldNodes {
            guard let newNode = newNodes[element] else { continue }
            let found = changesInside(.key(element)) { $0.compare(oldNode, newNode) }
            if !found.isEmpty { changed.append((keyText(element), found)) }
        }
        for value in removed.sorted(by: { $0.description < $1.description }) { record(.removed(value)) }
        for value in added.sorted(by: { $0.description < $1.description }) { record(.added(value)) }
        for entry in changed.sorted(by: { $0.key < $1.key }) { changes += entry.changes }
    }

    private mutating func compareDictionaries(_ old: [KeyedNode], _ new: [KeyedNode]) {
        let newNodes = Dictionary(new, uniquingKeysWith: { first, _ in first })
        var oldKeys = Set<AnyHashable>()
        var found: [(key: String, changes: [StateChange])] = []
        for (key, oldNode) in old {
            oldKeys.insert(key)
            let entryChanges = changesInside(.key(key)) { differ in
                if let newNode = newNodes[key] {
                    differ.compare(oldNode, newNode)
                } else {
                    differ.record(.removed(differ.snapshot(oldNode)))
                }
            }
            if !entryChanges.isEmpty { found.append((keyText(key), entryChanges)) }
        }
        for (key, newNode) in new where !oldKeys.contains(key) {
            let entryChanges = changesInside(.key(key)) { $0.record(.added($0.snapshot(newNode))) }
            found.append((keyText(key), entryChanges))
        }
        for entry in found.sorted(by: { $0.key < $1.key }) { changes += entry.changes }
    }

    private mutating func compareFields(_ old: [CapturedField], _ new: [CapturedField]) {
        if old.count == new.count, zip(old, new).allSatisfy({ $0.label == $1.label }) {
            for (position, (oldField, newField)) in zip(old, new).enumerated() {
                let component = fieldComponent(oldField.label, position: position, count: old.count)
                compare(oldField.node, newField.node, at: component)
            }
            return
        }
        let newByLabel = Dictionary(new.map { ($0.label, $0.node) }, uniquingKeysWith: { first, _ in first })
        let oldLabels = Set(old.map(\.label))
        for field in old {
            if let newNode = newByLabel[field.label] {
                compare(field.node, newNode, at: .field(field.label))
            } else {
                record(.removed(snapshot(field.node)), at: .field(field.label))
            }
        }
        for field in new where !oldLabels.contains(field.label) {
            record(.added(snapshot(field.node)), at: .field(field.label))
        }
    }

    /// The path step for a field: its label; its position when unlabeled; none for the only,
    /// unlabeled associated value of an enum case.
    private func fieldComponent(_ label: String, position: Int, count: Int) -> StatePath.Component? {
        if !label.isEmpty { return .field(label) }
        return count == 1 ? nil : .field(String(position))
    }

    /// The changes found by `body` one step further in, kept apart from ``changes``.
    private mutating func changesInside(
        _ component: StatePath.Component, _ body: (inout Differ) -> Void
    ) -> [StateChange] {
        let saved = changes
        changes = []
        path.push(component)
        body(&self)
        path.pop()
        let found = changes
        changes = saved
        return found
    }

    /// Compares `old` and `new` one step further in (at the current path for no step).
    private mutating func compare(_ old: CaptureNode, _ new: CaptureNode, at component: StatePath.Component?) {
        if let component { path.push(component) }
        compare(old, new)
        if component != nil { path.pop() }
    }

    private mutating func record(_ kind: StateChange.Kind, at component: StatePath.Component? = nil) {
        if let component { path.push(component) }
        changes.append(StateChange(path: path.text(keyText: keyText), kind: kind))
        if component != nil { path.pop() }
    }

    private func snapshot(_ node: CaptureNode) -> StateSnapshot {
        renderer.snapshot(of: node)
    }

    private func keyText(_ key: AnyHashable) -> String {
        renderer.keySnapshot(key).description
    }
}

extension CaptureNode {
    /// Whether both nodes are the very same captured instance or list, reused unchanged.
    fileprivate func isSameCapture(as other: CaptureNode) -> Bool {
        switch (self, other) {
        case (.object(let capture), .object(let otherCapture)): capture === otherCapture
        case (.list(let capture), .list(let otherCapture)): capture === otherCapture
        default: false
        }
    }

    fileprivate var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}
