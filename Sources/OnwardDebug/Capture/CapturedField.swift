/// A stored property, tuple element or associated value, as captured: its label is empty for a
/// position in a tuple or payload.
typealias CapturedField = (label: String, node: CaptureNode)
