#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way the user had it, whatever ends the program.
///
/// ncurses restores the terminal only when `endwin` runs. A Swift trap (SIGILL or SIGTRAP),
/// an abort, a crash, SIGTERM or SIGHUP would leave the user's shell in raw mode on the
/// alternate screen. The guard saves the terminal modes before ncurses starts, prepares the
/// bytes that leave the program's screen modes, and installs handlers that write those bytes,
/// restore the modes and then let the signal take its default course.
///
/// Everything a handler touches is prepared in ``arm(restoreSequence:)``; the handler itself
/// only calls async-signal-safe functions (`write`, `tcsetattr`, `signal`, `raise`).
enum TerminalGuard {
  /// The signals after which the terminal is restored.
  static let signals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// Saves the current terminal modes; call before ncurses changes them.
  static func saveModes() {
    guard !GuardState.hasSavedModes else { return }
    if tcgetattr(STDIN_FILENO, &GuardState.savedModes) == 0 { GuardState.hasSavedModes = true }
  }

  /// Prepares `restoreSequence` and installs the handlers.
  static func arm(restoreSequence: [UInt8]) {
    GuardState.sequence.deallocate()
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restoreSequence.count)
    _ = buffer.initialize(from: restoreSequence)
    GuardState.sequence = buffer
    GuardState.armed = true
    if !GuardState.installedExitHook {
      GuardState.installedExitHook = true
      atexit { TerminalGuard.restoreFromHandler() }
    }
    for signalNumber in signals {
      signal(signalNumber) { received in
        TerminalGuard.restoreFromHandler()
        signal(received, SIG_DFL)
        raise(received)
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
    for signalNumber in signals { signal(signalNumber, SIG_DFL) }
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
}
