import CSQLite
import Foundation

/// The exclusive claim one process has on a store file: `flock(LOCK_EX | LOCK_NB)` on the
/// database file itself, held until the store closes.
///
/// Why flock on the file: it needs no sidecar file to leave behind or clean up, the kernel
/// drops it when the process dies (SIGKILL included), and it is independent of the POSIX
/// record locks SQLite itself uses, so it cannot disturb them. A second instance fails at once
/// with ``StoreError/Kind/inUse`` before SQLite touches the file.
///
/// The descriptor must stay open until SQLite has closed the database: closing any descriptor
/// of a file drops the process's POSIX locks on it.
final class StoreLock {
  private let descriptor: Int32
  /// Whether opening the lock created the file (it did not exist).
  let createdFile: Bool

  /// Opens (creating if missing, mode 0600) and locks the file at `path`.
  init(path: String) throws(StoreError) {
    var existing = stat()
    let existed = stat(path, &existing) == 0
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      throw StoreError(
        path: path,
        kind: code == EACCES || code == EROFS
          ? (existed ? .readOnlyFile : .readOnlyFolder)
          : .other(String(cString: strerror(code))))
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      throw StoreError(
        path: path,
        kind: code == EWOULDBLOCK ? .inUse : .other(String(cString: strerror(code))))
    }
    self.descriptor = descriptor
    createdFile = !existed
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
