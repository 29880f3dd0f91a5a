import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ``TerminalGuard`` does with a signal whose default action would end the program.
///
/// Every signal that terminates a process by default (with or without a core dump) is in
/// ``table``, once, with what the guard does about it; there are no special cases elsewhere.
/// Signals whose default is to be ignored (SIGCHLD, SIGWINCH, SIGURG, SIGCONT) or to stop
/// (SIGTSTP and friends) cannot leave the shell with a raw terminal and a dead program, and
/// SIGKILL and SIGSTOP cannot be caught at all.
enum SignalDisposition: Equatable, Sendable {
  /// Restore the terminal, then let the signal take its default course: the program ends as the
  /// signal says (the shell sees 128 + the signal number, and a core dump where that is the
  /// default).
  case restoreThenDefault
  /// Ignore the signal while the terminal is in use.
  case ignore

  /// Every signal whose default action ends the program, with what the guard does about it.
  ///
  /// SIGPIPE is ignored, as terminal programs usually do: it only says that a write went to a
  /// pipe or socket whose reader is gone, and the write then fails with EPIPE, which the
  /// program handles like any other failed write instead of dying with the screen raw.
  static let table: [(signal: Int32, disposition: SignalDisposition)] =
    [
      // Requests to end: kill, the terminal hanging up, Ctrl-C and Ctrl-\ sent from outside.
      (SIGTERM, .restoreThenDefault), (SIGHUP, .restoreThenDefault),
      (SIGINT, .restoreThenDefault), (SIGQUIT, .restoreThenDefault),
      // Crashes: a Swift trap, abort, bad memory, bad arithmetic, a bad system call.
      (SIGILL, .restoreThenDefault), (SIGTRAP, .restoreThenDefault),
      (SIGABRT, .restoreThenDefault), (SIGSEGV, .restoreThenDefault),
      (SIGBUS, .restoreThenDefault), (SIGFPE, .restoreThenDefault),
      (SIGSYS, .restoreThenDefault),
      // Signals the program never asks for, sent by someone else or by a resource limit.
      (SIGUSR1, .restoreThenDefault), (SIGUSR2, .restoreThenDefault),
      (SIGALRM, .restoreThenDefault), (SIGVTALRM, .restoreThenDefault),
      (SIGPROF, .restoreThenDefault), (SIGXCPU, .restoreThenDefault),
      (SIGXFSZ, .restoreThenDefault),
      (SIGPIPE, .ignore),
    ] + platformSignals

  #if os(Linux)
    /// Signals that terminate by default on Linux only (SIGIO is ignored by default on the
    /// BSDs), and the real-time signals, whose default is to terminate too.
    private static let platformSignals: [(signal: Int32, disposition: SignalDisposition)] =
      [
        (SIGIO, .restoreThenDefault), (SIGSTKFLT, .restoreThenDefault),
        (SIGPWR, .restoreThenDefault),
      ]
      + (cn_sigrtmin()...cn_sigrtmax()).map { ($0, .restoreThenDefault) }
  #else
    private static let platformSignals: [(signal: Int32, disposition: SignalDisposition)] = []
  #endif
}
