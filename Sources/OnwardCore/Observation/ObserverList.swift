/// The observers of a store at one moment, in the order they were added; never changed once made.
///
/// Adding or removing an observer makes a new list, so a dispatch can walk the list it started
/// with while an observer adds or removes another. The list owns its boxes through `boxes`; the
/// dispatch path walks `calls`, the same boxes unretained, so a call costs no reference counting.
@usableFromInline
final class ObserverList<S: Store> {
    let boxes: [ObserverBox<S>]

    @usableFromInline
    let calls: UnsafeMutableBufferPointer<Unmanaged<ObserverBox<S>>>

    init(_ boxes: [ObserverBox<S>]) {
        self.boxes = boxes
        calls = .allocate(capacity: boxes.count)
        _ = calls.initialize(from: boxes.map { Unmanaged.passUnretained($0) })
    }

    deinit {
        calls.deallocate()
    }

    @inlinable
    func willDispatch(_ event: DispatchEvent, to store: S) {
        for box in calls { box.takeUnretainedValue().willDispatch(event, store) }
    }

    @inlinable
    func didDispatch(_ event: DispatchEvent, to store: S) {
        for box in calls { box.takeUnretainedValue().didDispatch(event, store) }
    }
}
