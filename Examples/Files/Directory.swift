import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading folders and files from the disk: what the browser shows, and why it cannot when
/// it cannot.
enum Directory {
  /// A folder that could not be read, with the system's reason.
  struct Unreadable: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "Cannot read \(path): \(reason)" }
  }

  /// The entries of the folder at `path`, in no order, each's kind from the folder's own
  /// listing (no `lstat` of each entry, so a folder of 100,000 files costs one read); a link
  /// is a link whatever it points to, so a loop is never followed.
  static func entries(at path: String) throws(Unreadable) -> [FileEntry] {
    guard let folder = opendir(path) else { throw unreadable(path) }
    defer { closedir(folder) }
    var entries: [FileEntry] = []
    let prefix = path.hasSuffix("/") ? path : path + "/"
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let full = prefix + name
      let kind: FileEntry.Kind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): kind = .file
      case Int32(DT_DIR): kind = .folder
      case Int32(DT_LNK): kind = .link
      case Int32(DT_UNKNOWN):
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        kind = self.kind(of: info.st_mode)
      default: kind = .other
      }
      entries.append(FileEntry(id: full, name: name, kind: kind))
    }
    return entries
  }

  /// The size and date of the entry at `path`, not following a link; `nil` when it is gone.
  static func details(of path: String) -> FileDetails? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let isFile = kind(of: info.st_mode) == .file
    return FileDetails(
      size: isFile ? Int(info.st_size) : 0,
      modified: Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)))
  }

  /// The folders inside the folder at `path`, by name; `[]` when it cannot be read (the
  /// browser says why when it is opened).
  static func subfolders(of path: String) -> [String] {
    ((try? entries(at: path)) ?? []).filter { $0.kind == .folder }.map(\.id).sorted()
  }

  /// Whether `path` is a folder that exists.
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && kind(of: info.st_mode) == .folder
  }

  /// Up to `limit` bytes from the start of the file at `path`.
  static func head(of path: String, limit: Int) throws(Unreadable) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw unreadable(path) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: limit)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
    guard count >= 0 else { throw unreadable(path) }
    return Array(bytes.prefix(count))
  }

  private static func kind(of mode: mode_t) -> FileEntry.Kind {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .folder
    case S_IFLNK: .link
    default: .other
    }
  }

  private static func unreadable(_ path: String) -> Unreadable {
    Unreadable(path: path, reason: String(cString: strerror(errno)))
  }
}
