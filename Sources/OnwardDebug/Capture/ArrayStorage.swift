/// Where an array keeps its elements (the address of the first one) and how many: two arrays with
/// the same storage hold the same elements.
///
/// A capture keeps the array it looked at alive, so while it exists its buffer cannot be freed,
/// reused or changed in place: any change to the live array copies it to new storage first.
struct ArrayStorage: Hashable {
    let address: UInt
    let count: Int
}
