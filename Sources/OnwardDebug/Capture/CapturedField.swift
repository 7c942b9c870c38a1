/// A stored property, tuple element or associated value, as captured.
struct CapturedField {
    /// The property's name; empty for a position in a tuple or payload.
    let label: String

    /// The captured value.
    let node: CaptureNode
}
