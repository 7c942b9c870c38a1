/// Decodes the `args` array of an action line as the action's argument types, in order.
struct ActionArguments<each Argument: Decodable>: Decodable {
    /// The decoded arguments.
    let values: (repeat each Argument)

    init(from decoder: any Decoder) throws {
        let line = try decoder.container(keyedBy: ActionLineKey.self)
        var arguments = try line.nestedUnkeyedContainer(forKey: .args)
        values = (repeat try arguments.decode((each Argument).self))
    }
}
