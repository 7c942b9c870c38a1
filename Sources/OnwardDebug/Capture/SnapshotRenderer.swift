/// Renders captured state as snapshots, taking apart values captured whole as it goes.
struct SnapshotRenderer {
    /// Takes apart the values it renders; it reads everything every time, so it can also capture
    /// values to render.
    let capturer: Capturer

    /// The snapshots of class instances rendered before, reused while their capture is the same.
    let earlier: ObjectSnapshots?

    init(catalog: TypeCatalog, earlier: ObjectSnapshots? = nil) {
        capturer = Capturer(catalog: catalog)
        self.earlier = earlier
    }

    /// The snapshot of a captured value.
    func snapshot(of node: CaptureNode) -> StateSnapshot {
        switch node {
        case .equatable(let value, let facts):
            return snapshot(of: capturer.expand(value, facts: facts))
        case .leaf(let text):
            return .leaf(text)
        case .optional(let wrapped):
            return wrapped.map(snapshot(of:)) ?? .nilValue
        case .list(let list):
            return .list(list.elements.map(snapshot(of:)))
        case .set(let elements):
            let snapshots = elements.map { snapshot(of: $0.node) }
            return .set(snapshots.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1))
        case .dictionary(let entries):
            let rendered = entries.map { entry in
                StateSnapshot.Entry(key: keySnapshot(entry.key), value: snapshot(of: entry.node))
            }
            return .dictionary(rendered.map { ($0.key.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1))
        case .record(let type, let fields):
            return .record(type: type, fields: fields.map(field))
        case .object(let capture):
            let render = { (capture: ObjectCapture) in
                StateSnapshot.record(type: capture.type, fields: capture.fields.map(field))
            }
            return earlier?.snapshot(of: capture, render: render) ?? render(capture)
        case .enumCase(let type, let name, let payload):
            return .enumCase(type: type, name: name, payload: payload.map(field))
        case .cycle(let type):
            return .cycle(type: type)
        }
    }

    /// The snapshot of a dictionary key or set element: of the value it wraps.
    func keySnapshot(_ key: AnyHashable) -> StateSnapshot {
        snapshot(of: capturer.capture(key.base))
    }

    private func field(_ field: CapturedField) -> StateSnapshot.Field {
        StateSnapshot.Field(label: field.label, value: snapshot(of: field.node))
    }
}
