#if canImport(Glibc)
    import Glibc
    import Testing

    @testable import OnwardCore

    /// What the writer does to `SIGXFSZ` where the program set its own action: it keeps it whole.
    @Suite struct FileSizeSignalTests {
        @Test func aHandlerTheProgramSetKeepsItsFlagsAndMask() {
            // The writer's one-time step runs first, so that it does not run in the middle.
            FileDescriptorWriter.write("", to: -1)
            var saved = sigaction()
            sigaction(SIGXFSZ, nil, &saved)
            defer { sigaction(SIGXFSZ, &saved, nil) }
            var handler = sigaction()
            handler.__sigaction_handler.sa_sigaction = { _, _, _ in }
            handler.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&handler.sa_mask)
            sigaddset(&handler.sa_mask, SIGUSR1)
            sigaction(SIGXFSZ, &handler, nil)
            FileDescriptorWriter.ignoreFileSizeSignalUnlessSet()
            var now = sigaction()
            sigaction(SIGXFSZ, nil, &now)
            #expect(now.__sigaction_handler.sa_sigaction != nil)
            #expect(now.sa_flags & (SA_SIGINFO | SA_ONSTACK) == SA_SIGINFO | SA_ONSTACK)
            #expect(sigismember(&now.sa_mask, SIGUSR1) == 1)
        }
    }
#endif
