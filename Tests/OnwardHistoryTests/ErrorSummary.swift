/// What the state decoder's tests compare of an error: a `DecodingError`'s case and coding path (its
/// type and text may differ from `JSONDecoder`'s), or another error's type.
func errorSummary(_ error: any Error) -> String {
    func path(_ context: DecodingError.Context) -> String {
        "\(context.codingPath.map { "\($0.stringValue)|\(String(describing: $0.intValue))" })"
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?: return "keyNotFound \(key.stringValue) at \(path(context))"
    case .valueNotFound(_, let context)?: return "valueNotFound at \(path(context))"
    case .typeMismatch(_, let context)?: return "typeMismatch at \(path(context))"
    case .dataCorrupted(let context)?: return "dataCorrupted at \(path(context))"
    default: return "\(type(of: error))"
    }
}
