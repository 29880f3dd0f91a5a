import Foundation

/// Runs a command to completion and returns its exit status and output (stdout and stderr).
///
/// Written on `posix_spawn` rather than `Process` for two reasons that matter to end-to-end
/// tests: the child starts with no blocked signals and default handlers (test runner threads
/// block most signals, and a tmux server that inherited that mask could not be stopped or
/// reap its panes), and output goes through a file, so a daemon the command leaves behind
/// (the tmux server) cannot hold a pipe open and hang the caller.
///
/// ```swift
/// let result = try Subprocess.run(["tmux", "-V"])
/// result.status  // 0
/// ```
public enum Subprocess {
  /// What a finished command returned.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it.
    public var status: Int32
    /// Standard output and standard error, interleaved.
    public var output: String
  }

  /// Runs `arguments` (looked up on `PATH`) and waits for it to exit.
  public static func run(_ arguments: [String]) throws -> Result {
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("subprocess-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputFile) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    guard spawned == 0 else {
      throw SubprocessError(
        message: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var waitStatus: Int32 = 0
    while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    return Result(status: exitStatus(waitStatus), output: output)
  }

  /// User plus system CPU time a running process has used so far, in clock ticks (Linux).
  public static func cpuTicks(of pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // Fields after the command name, which is in parentheses: utime and stime are the 12th
    // and 13th of them.
    let fields = stat.split(separator: ")").last!.split(separator: " ")
    return Int(fields[11])! + Int(fields[12])!
  }

  /// Decodes a `waitpid` status the way a shell reports it.
  private static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

/// A command could not be started.
public struct SubprocessError: Error, CustomStringConvertible {
  /// What went wrong, for the test log.
  public var message: String
  public var description: String { message }
}
