@preconcurrency import CReadline
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C at the prompt: abandons the line being typed and shows a fresh prompt.
///
/// readline catches SIGINT, restores the terminal and passes the signal on to the handler
/// installed here, which only sets a flag; readline then calls ``abandonLine`` (its
/// `rl_signal_event_hook`) outside the signal handler, where it is safe to redraw.
enum Interrupt {
    private static let pending = Atomic<Bool>(false)

    /// Installs the SIGINT handler that records the interrupt, and the readline hook that acts on it.
    ///
    /// SIGINT is unblocked first: a REPL started with it blocked would ignore Ctrl-C.
    static func install() {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        signal(SIGINT) { _ in Interrupt.pending.store(true, ordering: .relaxed) }
        rl_signal_event_hook = { Interrupt.abandonLine() }
    }

    /// Forgets an interrupt that came while no line was being read.
    static func reset() {
        pending.store(false, ordering: .relaxed)
    }

    /// Whether Ctrl-C was pressed since the last look, forgetting it: for long work outside
    /// readline, which looks between its steps.
    static func consume() -> Bool {
        pending.exchange(false, ordering: .relaxed)
    }

    /// Whether long work should stop: Ctrl-C was pressed since the last look (forgotten then), or a
    /// signal asked the session to end (``Termination``).
    static func stopsWork() -> Bool {
        consume() || Termination.requested != nil
    }

    /// Runs long asynchronous work, cancelling its task when Ctrl-C is pressed while it runs, or a
    /// signal that ends the session comes (``Termination``). The work must look at
    /// `Task.isCancelled` now and then, after a suspension point, as an import does every thousand
    /// lines; Ctrl-C is looked for every 50 ms.
    ///
    /// - Parameter work: The work, on the main actor.
    /// - Returns: What the work returned, and whether Ctrl-C cancelled it.
    @MainActor
    static func cancellingOnCtrlC<T: Sendable>(
        _ work: @escaping @MainActor () async -> T
    ) async -> (value: T, wasInterrupted: Bool) {
        reset()
        let progress = WorkProgress()
        let task = Task { @MainActor in
            defer { progress.isFinished = true }  // a Ctrl-C after this cancels nothing
            return await work()
        }
        let watcher = Task { @MainActor in
            while !Task.isCancelled, !progress.isFinished {
                if stopsWork() {
                    task.cancel()
                    return true
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
            return false
        }
        let value = await task.value
        watcher.cancel()
        return (value, await watcher.value)
    }

    /// readline's `rl_signal_event_hook`: after Ctrl-C, empties the line and draws a new prompt.
    private static func abandonLine() -> Int32 {
        guard pending.exchange(false, ordering: .relaxed) else { return 0 }
        rl_replace_line("", 1)
        rl_crlf()
        rl_on_new_line()
        using_history()
        rl_redisplay()
        return 0
    }
}

/// Whether work that Ctrl-C may cancel has finished, told by the work itself, so that a Ctrl-C
/// pressed just after cancels nothing.
@MainActor
private final class WorkProgress {
    var isFinished = false
}
