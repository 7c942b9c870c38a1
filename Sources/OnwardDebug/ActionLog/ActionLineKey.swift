/// The keys of an action line that typed decoding reads.
enum ActionLineKey: String, CodingKey {
    case args
}
