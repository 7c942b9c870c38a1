/// The observers of a store at one moment, in the order they were added; never changed once made.
///
/// Adding or removing an observer makes a new list, so a dispatch can walk the list it started
/// with while an observer adds or removes another. The list owns its boxes through `boxes`; the
/// dispatch path walks `calls`, the same boxes unretained, so a call costs no reference counting.
@usableFromInline
final class ObserverList<S: Store> {
    let boxes: [ObserverBox<S>]

    /// The boxes, unretained.
    @usableFromInline
    typealias Calls = UnsafeMutableBufferPointer<Unmanaged<ObserverBox<S>>>

    @usableFromInline
    let calls: Calls

    init(_ boxes: [ObserverBox<S>]) {
        self.boxes = boxes
        calls = .allocate(capacity: boxes.count)
        _ = calls.initialize(from: boxes.map { Unmanaged.passUnretained($0) })
    }

    deinit {
        calls.deallocate()
    }

    /// Calls each observer's `willDispatch`.
    ///
    /// Static, given a list's `calls`: a dispatch reads them once, and the list stays alive until
    /// it ends (``DispatchObservers`` keeps a list replaced meanwhile), so no reference to the list
    /// is counted.
    @inlinable
    static func willDispatch(_ event: DispatchEvent, to store: S, _ calls: Calls) {
        for box in calls { box.takeUnretainedValue().willDispatch(event, store) }
    }

    /// Calls each observer's `didDispatch`, as ``willDispatch(_:to:_:)`` calls `willDispatch`.
    @inlinable
    static func didDispatch(_ event: DispatchEvent, to store: S, _ calls: Calls) {
        for box in calls { box.takeUnretainedValue().didDispatch(event, store) }
    }
}
