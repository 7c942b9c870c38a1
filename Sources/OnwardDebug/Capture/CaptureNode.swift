/// One part of a captured state: enough to compare it later and to show it.
///
/// Values whose type compares by `==` are kept as they are (a copy of a value never changes) and
/// taken apart only when a comparison finds them different. Class instances change in place, so
/// their properties are copied out when captured.
indirect enum CaptureNode {
    /// A value whose `==` stands for comparing all of it.
    case equatable(any Equatable, TypeFacts)

    /// A value shown as text.
    case leaf(String)

    /// An optional; `nil` when it has no value.
    case optional(CaptureNode?)

    /// An ordered collection.
    case list(ListCapture)

    /// A set's elements, each after its `AnyHashable` form.
    case set([KeyedNode])

    /// A dictionary's entries.
    case dictionary([KeyedNode])

    /// A struct's or tuple's stored properties.
    case record(type: String, fields: [CapturedField])

    /// A class instance's stored properties.
    case object(ObjectCapture)

    /// An enum case with associated values.
    case enumCase(type: String, name: String, payload: [CapturedField])

    /// A class instance met again inside itself.
    case cycle(type: String)
}

/// A stored property, tuple element or associated value, as captured: its label is empty for a
/// position in a tuple or payload.
typealias CapturedField = (label: String, node: CaptureNode)

/// A dictionary's entry, or a set's element after its `AnyHashable` form, as captured.
typealias KeyedNode = (key: AnyHashable, node: CaptureNode)
