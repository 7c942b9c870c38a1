/// A dispatch's arguments, kept without an array for up to three of them.
///
/// An observed dispatch makes an event for every dispatch, and most observers never read its
/// arguments; an `[Any]` would cost an allocation each time. Up to three arguments are held
/// inline, each as an `Any`, and ``DispatchEvent/arguments`` makes the array when it is read.
@usableFromInline
enum DispatchArguments {
    case none
    case one(Any)
    case two(Any, Any)
    case three(Any, Any, Any)
    case many([Any])

    /// Holds the arguments of one dispatch, in order.
    @inlinable
    init<each Argument>(_ arguments: repeat each Argument) {
        self = .none
        repeat append(each arguments)
    }

    @inlinable
    mutating func append(_ argument: Any) {
        switch self {
        case .none: self = .one(argument)
        case .one(let first): self = .two(first, argument)
        case .two(let first, let second): self = .three(first, second, argument)
        case .three(let first, let second, let third): self = .many([first, second, third, argument])
        case .many(var all):
            self = .none
            all.append(argument)
            self = .many(all)
        }
    }

    /// The arguments as an array, in order.
    @usableFromInline
    var array: [Any] {
        switch self {
        case .none: []
        case .one(let first): [first]
        case .two(let first, let second): [first, second]
        case .three(let first, let second, let third): [first, second, third]
        case .many(let all): all
        }
    }
}
