import Foundation

/// One run of a program to its end: how long it took and the most memory it held, which
/// `Process` cannot say (the peak is `wait4`'s, for this child alone).
enum ChildProcess {
    /// What one run measured.
    struct Run {
        /// Wall time from the spawn to the exit.
        var nanoseconds: Double
        /// The child's peak resident memory.
        var peakBytes: Int
    }

    /// Runs a program with its output thrown away.
    ///
    /// - Parameters:
    ///   - program: The program's path.
    ///   - arguments: Its arguments.
    ///   - input: What its standard input holds; nothing by default.
    /// - Returns: The time and the peak memory.
    /// - Throws: `CocoaError` when it cannot be started or does not exit with 0.
    static func run(_ program: String, _ arguments: [String], input: String? = nil) throws -> Run {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw CocoaError(.executableLoad) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else {
            close(pipe[0])
            close(pipe[1])
            throw CocoaError(.executableLoad)
        }
        close(pipe[0])
        if let input { _ = input.utf8CString.withUnsafeBufferPointer { write(pipe[1], $0.baseAddress, $0.count - 1) } }
        close(pipe[1])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
        guard status == 0 else { throw CocoaError(.executableLoad, userInfo: ["status": status]) }
        return Run(nanoseconds: nanoseconds, peakBytes: usage.ru_maxrss * 1024)
    }
}
