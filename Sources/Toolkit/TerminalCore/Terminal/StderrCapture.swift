#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Holds back what the program writes to standard error while it owns the screen.
///
/// Text written to stderr during a session would land in the middle of the drawn screen, and a
/// Swift trap's "Fatal error: …" message would vanish with the alternate screen. While a
/// terminal is active, stderr goes to an unlinked temporary file; on restore (normal, on a
/// signal, or at exit) the original stderr comes back and the held text is replayed to it, after
/// the main screen is back. Replay uses only async-signal-safe calls.
enum StderrCapture {
  /// Sends stderr to a temporary file. Does nothing when already capturing or on failure.
  static func begin() {
    guard CaptureState.savedDescriptor < 0 else { return }
    var template = Array("/tmp/terminal-stderr-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = dup(STDERR_FILENO)
    guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
      close(file)
      if saved >= 0 { close(saved) }
      return
    }
    CaptureState.savedDescriptor = saved
    CaptureState.captureDescriptor = file
  }

  /// Puts the original stderr back and writes out what was held. Async-signal-safe.
  static func end() {
    let saved = CaptureState.savedDescriptor
    let file = CaptureState.captureDescriptor
    guard saved >= 0, file >= 0 else { return }
    CaptureState.savedDescriptor = -1
    CaptureState.captureDescriptor = -1
    _ = dup2(saved, STDERR_FILENO)
    close(saved)
    _ = lseek(file, 0, SEEK_SET)
    let buffer = CaptureState.buffer
    while true {
      let count = read(file, buffer.baseAddress, buffer.count)
      if count <= 0 { break }
      _ = write(STDERR_FILENO, buffer.baseAddress, count)
    }
    close(file)
  }
}

/// Capture state reachable from a signal handler; written on the main thread only.
private enum CaptureState {
  nonisolated(unsafe) static var savedDescriptor: Int32 = -1
  nonisolated(unsafe) static var captureDescriptor: Int32 = -1
  nonisolated(unsafe) static let buffer = UnsafeMutableRawBufferPointer.allocate(
    byteCount: 4096, alignment: 1)
}
