extension DispatchID: CustomStringConvertible {
    /// The number, prefixed with `#`: `#12`.
    public var description: String { "#\(rawValue)" }
}
