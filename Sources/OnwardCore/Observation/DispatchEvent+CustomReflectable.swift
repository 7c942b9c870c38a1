extension DispatchEvent: CustomReflectable {
    /// The event's public fields, ``arguments`` as an array: `print(event)` and `dump(event)` show
    /// what an observer reads, not how the arguments are held.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "name": name, "arguments": arguments, "depth": depth, "isAsync": isAsync,
                "parent": parent as Any, "site": site as Any,
            ],
            displayStyle: .struct)
    }
}
