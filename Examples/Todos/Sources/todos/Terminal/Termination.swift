import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// `SIGTERM` (`kill`, a service manager) and `SIGHUP` (the terminal closed) during a session, and
/// `SIGINT` (Ctrl-C) during a script's: they end it as the end of its input does, instead of ending
/// the process at once. (At the prompt, Ctrl-C abandons the line typed: ``Interrupt``.)
///
/// The handler only records the first signal and writes a byte to a pipe, so that a reader
/// waiting on its input wakes (``wakeDescriptor``); the session finishes the command running, or
/// cancels a long import as Ctrl-C does, then ends through its normal path (log closed, snapshot,
/// unsaved todos kept), and ``endProcess()`` ends the process by the same signal, as it would
/// have ended without the handler (a shell says 128 plus the signal: 143, 129). A second signal
/// while a command runs ends the process at once, as the first would have without the handler;
/// once the session is ending (``sessionEnds()``), one waits for the ending, which keeps what was
/// not saved.
enum Termination {
    /// The signals that may end a session as the end of its input does.
    private static let signals = [SIGTERM, SIGHUP, SIGINT]

    /// The first signal received, or 0.
    private static let received = Atomic<Int32>(0)

    /// Whether the session is ending, so that no signal cuts that short.
    private static let isEnding = Atomic<Bool>(false)

    /// The pipe's end that the handler writes to, or -1 before ``install()``.
    nonisolated(unsafe) private static var wakeWriteEnd: Int32 = -1

    /// What each of ``signals`` did before ``install()`` (the default, or a scratch log's
    /// removal), at the signal's number. Made once and never freed, for the handler to read.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let count = Int(signals.max() ?? 0) + 1
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
        previous.initialize(repeating: sigaction(), count: count)
        return previous
    }()

    /// The end of a pipe that becomes readable once a signal asked the session to end, for a reader
    /// to wait on with its input; -1 before ``install()``.
    nonisolated(unsafe) private(set) static var wakeDescriptor: Int32 = -1

    /// Handles ``signals`` from now on, except one the process was started ignoring (`nohup`),
    /// which stays ignored. Call it once, as the session starts.
    ///
    /// - Parameter interactive: Whether the session reads a terminal, where `SIGINT` is left to
    ///   ``Interrupt``.
    static func install(interactive: Bool) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)  // the handler never waits
        }
        wakeDescriptor = ends[0]
        wakeWriteEnd = ends[1]
        _ = received.load(ordering: .relaxed)  // made now, not first in the handler
        _ = isEnding.load(ordering: .relaxed)
        for number in signals where !(interactive && number == SIGINT) {
            let before = previous + Int(number)
            guard sigaction(number, nil, before) == 0, !isIgnored(before.pointee) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { Termination.receive($0) }
            sigemptyset(&action.sa_mask)
            // Calls interrupted by the signal go on (a write to a slow pipe, say): the wake pipe, not
            // an interrupted read, wakes a reader waiting for input, and `poll` is never restarted.
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// The signal that asked the session to end, if one did.
    static var requested: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Says that the session is ending: a signal from now on lets the ending finish (the log
    /// closed, the snapshot and the unsaved todos written) and ends the process after it.
    static func sessionEnds() {
        isEnding.store(true, ordering: .relaxed)
    }

    /// The name of a signal handled here, as `kill -l` gives it.
    static func name(of number: Int32) -> String {
        switch number {
        case SIGHUP: "SIGHUP"
        case SIGINT: "SIGINT"
        default: "SIGTERM"
        }
    }

    /// What stopped long work that Ctrl-C may stop (``Interrupt/cancellingOnCtrlC(_:)``), for
    /// its message: the signal that asked the session to end, else Ctrl-C.
    static var stopper: String {
        requested.map(name(of:)) ?? "Ctrl-C"
    }

    /// Ends the process by the signal that asked its session to end, with the default action, so
    /// that what waits for it sees what a signal's end is (a shell's `$?` is 128 plus the signal);
    /// returns when no signal came.
    static func endProcess() {
        guard let number = requested else { return }
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
    }

    /// The handler: records the first signal and wakes the reader; ends the process at a second one
    /// with what the signal did before ``install()``, unless the session is ending.
    private static func receive(_ number: Int32) {
        let savedError = errno
        defer { errno = savedError }
        if received.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged {
            var byte: UInt8 = 1
            _ = write(wakeWriteEnd, &byte, 1)
            return
        }
        guard !isEnding.load(ordering: .relaxed) else { return }
        sigaction(number, previous + Int(number), nil)
        raise(number)  // delivered once the handler returns
    }

    /// Whether a disposition is `SIG_IGN`.
    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
