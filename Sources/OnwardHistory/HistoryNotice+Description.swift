import OnwardCore

extension HistoryNotice: CustomStringConvertible {
    /// The notice in a sentence, as a history opened without a `report` function writes it to
    /// standard error (after `onward: `).
    public var description: String {
        switch self {
        case .tornLineCut(let error, let backup):
            let kept = "\(error); kept the \(error.actionsApplied) complete actions"
            return backup.map { kept + "; the file as it was is in \($0)" } ?? kept
        case .goesOnInMemory(let path, let reason):
            return "cannot save to \(path): \(reason); the store goes on in memory and saves nothing"
        case .stoppedSaving(let issue):
            return "\(issue); the store goes on in memory"
        case .unrecorded(let issue), .recordingIssue(let issue):
            return "\(issue)"
        case .refusedDispatch(let action, let nested, let storeType):
            return "refused \(action) on \(nested): it was not made by an action of \(storeType), "
                + "so its history could not make it again"
        case .snapshotLeftAlone(let path):
            return "\(path) is not a snapshot, so it was left as it is and opening replays the whole log"
        }
    }

    /// Writes a notice to standard error: what a history does with its notices when it is given
    /// no `report` function.
    ///
    /// - Parameter notice: The notice.
    public static func writeToStandardError(_ notice: HistoryNotice) {
        FileDescriptorWriter.write("onward: \(notice)\n", to: 2)
    }
}
