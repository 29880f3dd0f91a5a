#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way the user had it, whatever ends the program.
///
/// ncurses restores the terminal only when `endwin` runs. A Swift trap (SIGILL or SIGTRAP),
/// an abort, a crash, or any signal whose default is to end the program (SIGTERM, SIGHUP,
/// SIGUSR1, SIGALRM, SIGXCPU, …) would leave the user's shell in raw mode on the alternate
/// screen. The guard saves the terminal modes before ncurses starts, prepares the bytes that
/// leave the program's screen modes, and handles every signal in ``SignalDisposition/table``
/// as the table says: restore the terminal and let the signal take its default course, or
/// ignore it. A signal the program inherited as ignored (SIGHUP under `nohup`) stays ignored.
///
/// Everything a handler touches is prepared in ``arm(restoreSequence:)``; the handler itself
/// only calls async-signal-safe functions (`write`, `tcsetattr`, `signal`, `raise`).
enum TerminalGuard {
  /// Saves the current terminal modes; call before ncurses changes them.
  static func saveModes() {
    guard !GuardState.hasSavedModes else { return }
    if tcgetattr(STDIN_FILENO, &GuardState.savedModes) == 0 { GuardState.hasSavedModes = true }
  }

  /// Puts back the modes ``saveModes()`` saved, once the output so far is sent: what a
  /// program that set the modes itself (inline mode, without ncurses) does on leaving.
  static func restoreSavedModes() {
    guard GuardState.hasSavedModes else { return }
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &GuardState.savedModes)
  }

  /// Raw mode as ncurses' `raw()`, `noecho()` and `nonl()` set it, from the saved modes:
  /// every byte as it comes, no echo, no signals from keys, no flow control, Enter as `\r`.
  /// Output is processed as the shell had it.
  static func enterRawMode() {
    guard GuardState.hasSavedModes else { return }
    var modes = GuardState.savedModes
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
    modes.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | PARMRK | ISTRIP)
    withUnsafeMutableBytes(of: &modes.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &modes)
  }

  /// Prepares `restoreSequence` and installs the handlers. Armed again with another
  /// sequence (inline mode's band moved), it stays armed throughout: the new sequence is in
  /// place before the old one is freed.
  static func arm(restoreSequence: [UInt8]) {
    let previous = GuardState.sequence
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restoreSequence.count)
    _ = buffer.initialize(from: restoreSequence)
    GuardState.sequence = buffer
    previous.deallocate()
    GuardState.armed = true
    if !GuardState.installedExitHook {
      GuardState.installedExitHook = true
      atexit { TerminalGuard.restoreFromHandler() }
    }
    recordInheritedIgnores()
    for (signalNumber, disposition) in SignalDisposition.table
    where !GuardState.inheritedIgnores.contains(signalNumber) {
      switch disposition {
      case .ignore:
        signal(signalNumber, SIG_IGN)
      case .restoreThenDefault:
        signal(signalNumber) { received in
          TerminalGuard.restoreFromHandler()
          signal(received, SIG_DFL)
          raise(received)
        }
      }
    }
  }

  /// Guards again with the sequence already prepared, after a suspend.
  static func rearm() {
    arm(restoreSequence: Array(GuardState.sequence))
  }

  /// Stops guarding: the program restored the terminal itself.
  static func disarm() {
    GuardState.armed = false
    for (signalNumber, _) in SignalDisposition.table
    where !GuardState.inheritedIgnores.contains(signalNumber) {
      signal(signalNumber, SIG_DFL)
    }
  }

  /// Notes, once, which signals the program started with ignored, so that the guard leaves
  /// them so: whoever started the program (`nohup`, a job control shell) asked for that.
  private static func recordInheritedIgnores() {
    guard !GuardState.hasRecordedInheritedIgnores else { return }
    GuardState.hasRecordedInheritedIgnores = true
    let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
    for (signalNumber, _) in SignalDisposition.table {
      // `signal` is the portable way to read a disposition: set one, put the old one back.
      let previous = signal(signalNumber, SIG_IGN)
      signal(signalNumber, previous)
      if unsafeBitCast(previous, to: Int.self) == ignore {
        GuardState.inheritedIgnores.insert(signalNumber)
      }
    }
  }

  /// Writes the restore bytes and restores the saved modes, once. Async-signal-safe.
  static func restoreFromHandler() {
    guard GuardState.armed else { return }
    GuardState.armed = false
    let bytes = GuardState.sequence
    if let base = bytes.baseAddress, bytes.count > 0 {
      _ = write(STDOUT_FILENO, base, bytes.count)
    }
    if GuardState.hasSavedModes {
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &GuardState.savedModes)
    }
    StderrCapture.end()
  }
}

/// The guard's state, reachable from a signal handler. Written only on the main thread before
/// handlers can run; read by handlers.
private enum GuardState {
  nonisolated(unsafe) static var savedModes = termios()
  nonisolated(unsafe) static var hasSavedModes = false
  nonisolated(unsafe) static var sequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  nonisolated(unsafe) static var armed = false
  nonisolated(unsafe) static var installedExitHook = false
  /// Main thread only; handlers never read it.
  nonisolated(unsafe) static var inheritedIgnores: Set<Int32> = []
  nonisolated(unsafe) static var hasRecordedInheritedIgnores = false
}
