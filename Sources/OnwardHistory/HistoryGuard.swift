/// An observer that a history keeps on its store while it lives, moves in time included, to refuse
/// dispatches its log could not hold: any other observer of the store during a move is not the
/// history's, and may dispatch.
protocol HistoryGuard: AnyObject {
    /// Stops guarding: nothing is refused any more, and the guard is off the store.
    func stop()
}
