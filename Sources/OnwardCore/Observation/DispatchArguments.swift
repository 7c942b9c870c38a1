/// A dispatch's arguments, held as one value: their tuple, boxed once as an `Any`.
///
/// An observed dispatch makes an event for every dispatch, and most observers never read its
/// arguments: an `[Any]` would cost an allocation each time, and an `Any` for each argument a
/// box, a copy and a destroy of each (156 more instructions per observed dispatch of the
/// example's toggle, by callgrind, than one tuple). The tuple is held inline when it fits three
/// words, as an `Int`, a `String` or both do, and ``array`` unpacks it when an observer reads
/// ``DispatchEvent/arguments``.
@usableFromInline
struct DispatchArguments {
    /// The arguments' tuple (the argument itself when there is one), or an `[Any]` for an event
    /// made from an array.
    @usableFromInline
    let values: Any

    /// The type that unpacks ``values``.
    @usableFromInline
    let reader: any DispatchArgumentsReader.Type

    /// Holds the arguments of one dispatch, in order.
    @inlinable
    init<each Argument>(_ arguments: repeat each Argument) {
        values = (repeat each arguments)
        reader = ArgumentTuple<repeat each Argument>.self
    }

    /// Holds arguments already in an array.
    @usableFromInline
    init(array: [Any]) {
        values = array
        reader = ArgumentArray.self
    }

    /// The arguments as an array, in order.
    var array: [Any] { reader.array(of: values) }
}

/// Unpacks the ``DispatchArguments/values`` of one kind of dispatch into an array.
@usableFromInline
protocol DispatchArgumentsReader {
    /// The arguments, in order.
    ///
    /// - Parameter values: What ``DispatchArguments`` holds.
    /// - Returns: The arguments as an array.
    static func array(of values: Any) -> [Any]
}

/// Reads the tuple of a dispatch's arguments, of these types; never made (enums cannot have
/// parameter packs).
@usableFromInline
struct ArgumentTuple<each Argument>: DispatchArgumentsReader {
    @usableFromInline
    static func array(of values: Any) -> [Any] {
        guard let values = values as? (repeat each Argument) else { return [] }
        var array: [Any] = []
        for value in repeat each values { array.append(value) }
        return array
    }
}

/// Reads arguments held as an array.
enum ArgumentArray: DispatchArgumentsReader {
    static func array(of values: Any) -> [Any] { values as? [Any] ?? [] }
}
