import Onward

extension Console {
    /// Prints what the session's history says about its log, in the app's words.
    ///
    /// When the log cannot be written (a full disk, a file size limit, a read-only file), the
    /// session says so once, as an error and a warning, and goes on in memory (or, when the
    /// history met it as the session ended, says the session ends): the history has
    /// already stopped and cut off what it wrote of a failed line, so the log holds exactly what
    /// was saved before; or, when another program replaced the log, kept what it wrote in a copy
    /// beside it, which the warning names; or, when another program rewrote it in place, says the
    /// log is as that program left it.
    func report(_ notice: HistoryNotice) {
        switch notice {
        case .tornLineCut(let error, let backup):
            let kept =
                "kept the \(error.actionsApplied) complete \(error.actionsApplied == 1 ? "action" : "actions")"
            warning("\(error)")
            warning(backup.map { kept + "; the file as it was is in \($0)" } ?? kept)
        case .goesOnInMemory(let path, let reason):
            error("cannot save to \(path): \(reason)")
            warning(
                "the session goes on in memory and saves nothing; the log was left as it is: "
                    + "make it writable, or use another --file PATH")
        case .stoppedSaving(let issue):
            error("cannot save to \(issue.file): \(issue.reason)")
            // Met as the session ended (its last check of the log), nothing later was to be saved.
            let unsaved: String? =
                switch (issue.action.isEmpty, issue.isAtClose) {
                case (true, true): nil
                case (true, false): "later changes are not saved"
                case (false, true): "this change is not saved"
                case (false, false): "this change and the ones after it are not saved"
                }
            let kept =
                switch (issue.fileWasReplaced, issue.savedCopy) {
                case (true, let copy?):
                    "what it held, with what this session saved before, is in \(copy) (use it with --file)"
                case (true, nil):
                    "the log is as the other program left it, and what this session saved may not be in it"
                case (false, _): "the log keeps what was saved before"
                }
            let session = issue.isAtClose ? "the session ends" : "the session goes on in memory"
            warning("\(session): " + [unsaved, kept].compactMap { $0 }.joined(separator: "; "))
        case .unrecorded(let issue), .recordingIssue(let issue):
            warning("\(issue)")
        case .refusedDispatch, .refusedWhileRunning, .refusedWhileOpening, .refusedFromAnotherHistory,
            .refusedFromUnrecordedMiddleware:
            error("\(notice)")
        case .snapshotLeftAlone(let snapshot):
            warning(
                "\(snapshot) is not a snapshot todos wrote, so it was left as it is and start-up replays "
                    + "the whole log; move it away to let todos keep one there")
        }
    }
}
