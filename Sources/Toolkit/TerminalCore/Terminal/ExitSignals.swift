import Foundation

/// SIGTERM, SIGHUP and SIGINT turned into a clean way out: the session is saved, the terminal
/// restored, and then the program dies of the same signal, as a shell expects.
///
/// A signal handler may not touch SQLite or the models, so the handler only writes the
/// signal's number into a pipe (async-signal-safe); the main queue reads it and stops the
/// loop. The handlers replace the terminal guard's for these three signals while the loop
/// runs (the guard's restore still happens, through the normal way out).
@MainActor
final class ExitSignals {
  /// The signals that end the session cleanly.
  static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

  /// The signal that arrived, if any.
  private(set) var received: Int32?
  private var source: (any DispatchSourceRead)?
  private var descriptors: [Int32] = [-1, -1]

  /// Installs the handlers; `onSignal` runs on the main actor when one arrives.
  init(onSignal: @escaping @MainActor () -> Void) {
    guard pipe(&descriptors) == 0 else { return }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    ExitSignalPipe.writeEnd = descriptors[1]
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptors[0], queue: .main)
    let readEnd = descriptors[0]
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        var byte: UInt8 = 0
        guard read(readEnd, &byte, 1) == 1 else { return }
        if self?.received == nil { self?.received = Int32(byte) }
        onSignal()
      }
    }
    source.resume()
    self.source = source
    reinstall()
  }

  /// Puts the handlers back. Called after every event: resuming from Ctrl-Z re-arms the
  /// terminal guard, whose handlers would otherwise replace these.
  func reinstall() {
    guard ExitSignalPipe.writeEnd >= 0 else { return }
    for number in Self.signals {
      signal(number) { received in
        var byte = UInt8(truncatingIfNeeded: received)
        _ = write(ExitSignalPipe.writeEnd, &byte, 1)
      }
    }
  }

  /// Removes the handlers and closes the pipe; then dies of the signal that arrived, if one
  /// did, with its default action.
  func finish() {
    for number in Self.signals { signal(number, SIG_DFL) }
    ExitSignalPipe.writeEnd = -1
    source?.cancel()
    source = nil
    for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    descriptors = [-1, -1]
    if let received {
      var unblock = sigset_t()
      sigemptyset(&unblock)
      sigaddset(&unblock, received)
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
      raise(received)
    }
  }
}

/// The pipe's write end, reachable from a signal handler; written on the main thread only.
private enum ExitSignalPipe {
  nonisolated(unsafe) static var writeEnd: Int32 = -1
}
