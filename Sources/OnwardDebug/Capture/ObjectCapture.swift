/// A class instance's stored properties as they were when captured.
///
/// It keeps the instance alive, so its identity cannot be reused by another instance while the
/// capture exists. A later capture reuses this object as is while the instance is unchanged.
final class ObjectCapture {
    let object: AnyObject
    let type: String
    /// The stored properties, in declaration order.
    let fields: [CapturedField]

    /// Whether everything captured here changes only through tracked dispatches: the instance is
    /// a tracked store and holds no other class instances than tracked stores.
    let isSealed: Bool

    /// Whether the instance is a store whose dispatches are tracked.
    let isTracked: Bool

    /// The tracked stores inside the captured properties, at any depth; worked out when first
    /// needed, which is only for a sealed instance.
    private(set) lazy var stores = CaptureNode.stores(in: fields.lazy.map(\.node))

    init(object: AnyObject, type: String, fields: [CapturedField], isSealed: Bool, isTracked: Bool) {
        self.object = object
        self.type = type
        self.fields = fields
        self.isSealed = isSealed
        self.isTracked = isTracked
    }
}
