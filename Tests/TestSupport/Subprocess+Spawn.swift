import Foundation

extension Subprocess {
  /// Starts `arguments` with stdout and stderr appended to the file at `outputPath`, and
  /// returns its process id without waiting; the caller kills and reaps it.
  ///
  /// ```swift
  /// let pid = try Subprocess.spawn([probe, path, "1"], outputPath: log)
  /// kill(pid, SIGKILL)
  /// _ = Subprocess.wait(pid)
  /// ```
  public static func spawn(_ arguments: [String], outputPath: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
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
    return pid
  }

  /// Waits for `pid` to end; returns its status as a shell reports it (128 + signal).
  public static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
