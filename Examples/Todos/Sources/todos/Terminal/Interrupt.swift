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
