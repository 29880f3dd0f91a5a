#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a recording goes to, opened (created, or emptied) before the session starts, so
/// a path that cannot be written is said at once instead of after the user's work. Each
/// ``write(_:)`` goes straight to the file: a run that ends any way keeps what it recorded.
///
/// ```swift
/// let file = try RecordingFile(path: "session.keys")   // throws: session.keys: Permission denied
/// file.write("2<Enter>")
/// ```
public final class RecordingFile {
  /// The path it was opened at.
  public let path: String
  private var descriptor: Int32

  /// Opens `path` for a new recording; throws, naming the path and the reason, when it
  /// cannot.
  public init(path: String) throws(KeyScriptError) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw KeyScriptError(file: path, "cannot record there: \(String(cString: strerror(errno)))")
    }
  }

  /// Appends `text`.
  public func write(_ text: String) {
    guard descriptor >= 0 else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Closes the file; later writes are dropped.
  public func close() {
    guard descriptor >= 0 else { return }
    _ = Glibc.close(descriptor)
    descriptor = -1
  }

  deinit { close() }
}
