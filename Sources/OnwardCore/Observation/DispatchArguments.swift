/// A dispatch's arguments, kept without an array for up to three of them.
///
/// An observed dispatch makes an event for every dispatch, and most observers never read its
/// arguments; an `[Any]` would cost an allocation each time. Up to three arguments are held
/// inline, each as an `Any`, and ``DispatchEvent/arguments`` makes the array when it is read.
@usableFromInline
enum DispatchArguments {
    case empty
    case one(Any)
    case two(Any, Any)
    case three(Any, Any, Any)
    case many([Any])

    /// Holds the arguments of one dispatch, in order.
    @inlinable
    init<each Argument>(_ arguments: repeat each Argument) {
        self = .empty
        repeat append(each arguments)
    }

    /// Adds the next argument.
    @inlinable
    mutating func append(_ argument: Any) {
        switch self {
        case .empty: self = .one(argument)
        case .one(let first): self = .two(first, argument)
        case .two(let first, let second): self = .three(first, second, argument)
        case .three(let first, let second, let third): self = .many([first, second, third, argument])
        case .many(let all): self = .many(all + [argument])
        }
    }

    /// The arguments as an array, in order.
    var array: [Any] {
        switch self {
        case .empty: []
        case .one(let first): [first]
        case .two(let first, let second): [first, second]
        case .three(let first, let second, let third): [first, second, third]
        case .many(let all): all
        }
    }
}
