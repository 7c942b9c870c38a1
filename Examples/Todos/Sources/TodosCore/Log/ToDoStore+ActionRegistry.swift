import Onward

extension ToDoStore {
    /// The actions an action log of the todo list holds, under their names: `add`, `toggle`,
    /// `edit`, `remove`, `clearCompleted` and `importFile`.
    ///
    /// These are the actions ``perform(_:)`` dispatches; the ones their middleware dispatch in turn
    /// are made again when a logged action is replayed, so they are not logged themselves.
    /// - Returns: A new registry, for an ``ActionLogRecorder`` or an ``ActionLogReplayer``.
    public static func actionRegistry() -> ActionRegistry<ToDoStore> {
        ActionRegistry<ToDoStore>()
            .register(\TodoInteractor.add)
            .register(\TodoInteractor.toggle)
            .register(\TodoInteractor.edit)
            .register(\TodoInteractor.remove)
            .register(\TodoInteractor.clearCompleted)
            .register(\TodoInteractor.importFile)
    }
}
