import Foundation

/// One entry of a folder: a file, a folder, a symbolic link (never followed: a link to a
/// folder above would loop) or anything else. Its size and date are ``FileDetails``, read
/// only for the rows on screen (or for a sort by them).
struct FileEntry: Identifiable, Hashable {
  enum Kind: Hashable {
    case file, folder, link, other
  }

  /// The entry's path, which names it.
  var id: String
  var name: String
  var kind: Kind

  /// The name as the table shows it: a folder's ends in `/`, a link's in `@`.
  var shownName: String {
    switch kind {
    case .folder: name + "/"
    case .link: name + "@"
    case .file, .other: name
    }
  }

}

/// What `lstat` says of an entry: its size (a file's content; 0 for anything else, whose
/// size is the filesystem's bookkeeping) and when it last changed.
struct FileDetails: Hashable {
  var size: Int
  var modified: Date

  /// The size as the table shows it: bytes, KB, MB or GB, one decimal under ten; nothing
  /// for what is not a file.
  func shownSize(of kind: FileEntry.Kind) -> String {
    guard kind == .file else { return "" }
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(size)
    var unit = 0
    while value >= 1000, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    if unit == 0 { return "\(size) B" }
    return value < 10
      ? String(format: "%.1f %@", value, units[unit]) : "\(Int(value)) \(units[unit])"
  }

}

extension FileEntry {
  /// A date as the table shows it: `2026-12-07 15:40`, in UTC so it reads the same
  /// everywhere.
  static func shownDate(_ date: Date) -> String { dateFormat.string(from: date) }

  private static let dateFormat: DateFormatter = {
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.timeZone = TimeZone(identifier: "UTC")
    format.dateFormat = "yyyy-MM-dd HH:mm"
    return format
  }()
}
