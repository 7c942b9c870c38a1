import Testing

/// Records a failure of the running test, with a message a person reads, at a line of their test.
///
/// - Parameters:
///   - message: What went wrong.
///   - sourceLocation: The line of the test it concerns.
func report(_ message: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
