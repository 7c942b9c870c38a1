import Foundation

/// Starts child processes with `posix_spawn`, giving them no descriptor but the three standard ones.
///
/// Foundation's `Process` on Linux learns that a child ended when a socket it hands the child
/// closes; a daemon the child starts (the tmux server) inherits that socket, and waiting then
/// lasts as long as the daemon. Closing every other descriptor in the child avoids that, both for
/// the daemon and for the runs that happen in parallel with it.
enum Spawn {
    /// A started child.
    struct Child {
        /// Its process id.
        let pid: pid_t
        /// The write end of its standard input, when it reads from a pipe; closing it ends the input.
        let input: FileHandle?
        /// Its standard output, when it writes to a pipe.
        let output: ChildOutput?
    }

    /// Starts a program.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: Its arguments, without its name.
    ///   - environment: Its whole environment.
    ///   - directory: Its working folder.
    ///   - input: A file for standard input; `nil` makes a pipe, returned in ``Child/input``.
    ///   - output: A file for standard output (`/dev/null` when `nil`).
    ///   - pipingOutput: Whether standard output is a pipe instead, read through ``Child/output``.
    ///   - errors: A file for standard error (`/dev/null` when `nil`).
    /// - Returns: The child.
    static func start(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        directory: String? = nil,
        input: String? = "/dev/null",
        output: String? = nil,
        pipingOutput: Bool = false,
        errors: String? = nil
    ) throws -> Child {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if let input {
            posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        } else {
            guard pipe(&pipeEnds) == 0 else { throw SpawnError.failed("pipe", errno) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        }
        var outputEnds: [Int32] = [-1, -1]
        if pipingOutput {
            guard pipe(&outputEnds) == 0 else { throw SpawnError.failed("pipe", errno) }
            posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_APPEND, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errors ?? "/dev/null", O_WRONLY | O_APPEND, 0)
        if let directory, let changeDirectory = GlibcSpawn.addChangeDirectory {
            _ = changeDirectory(&actions, directory)
        }
        if let closeFrom = GlibcSpawn.addCloseFrom { _ = closeFrom(&actions, 3) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        // The child starts with every signal at its default and none blocked, whatever this test
        // process ignores or blocks (a blocked SIGINT would make Ctrl-C do nothing).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        if input == nil { close(pipeEnds[0]) }
        if pipingOutput { close(outputEnds[1]) }
        guard status == 0 else {
            if input == nil { close(pipeEnds[1]) }
            if pipingOutput { close(outputEnds[0]) }
            throw SpawnError.failed(executable, status)
        }
        let handle = input == nil ? FileHandle(fileDescriptor: pipeEnds[1], closeOnDealloc: true) : nil
        let output = pipingOutput ? ChildOutput(FileHandle(fileDescriptor: outputEnds[0], closeOnDealloc: true)) : nil
        return Child(pid: pid, input: handle, output: output)
    }

    /// Waits for a child to end.
    ///
    /// - Parameter pid: The child's process id.
    /// - Returns: Its exit status, or 128 plus the signal that ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Runs a program to the end.
    ///
    /// - Returns: Its exit status.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        directory: String? = nil,
        input: String = "/dev/null",
        output: String? = nil,
        errors: String? = nil
    ) throws -> Int32 {
        let child = try start(
            executable,
            arguments,
            environment: environment,
            directory: directory,
            input: input,
            output: output,
            errors: errors
        )
        return wait(child.pid)
    }
}

/// A child process could not be started.
enum SpawnError: Error {
    /// The call that failed and its error number.
    case failed(String, Int32)
}

/// glibc's non-portable spawn file actions (2.29 and 2.34), which Swift's Glibc module does not
/// import; looked up at run time.
private enum GlibcSpawn {
    typealias ChangeDirectory =
        @convention(c) (
            UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// `posix_spawn_file_actions_addchdir_np`.
    static var addChangeDirectory: ChangeDirectory? {
        symbol("posix_spawn_file_actions_addchdir_np").map { unsafeBitCast($0, to: ChangeDirectory.self) }
    }

    /// `posix_spawn_file_actions_addclosefrom_np`.
    static var addCloseFrom: CloseFrom? {
        symbol("posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
    }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
    }
}
