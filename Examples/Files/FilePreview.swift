/// What the browser shows of the highlighted entry: a Markdown file rendered, other text as
/// text, a binary file named as such, a folder's count of entries, or why it cannot.
enum FilePreview: Hashable {
  case none
  case markdown(String)
  case text(String)
  case binary(size: Int)
  case folder
  case unreadable(String)

  /// How much of a file is read to preview it.
  static let limit = 256 * 1024

  /// The preview of `entry`, whose size is `details`'.
  static func of(_ entry: FileEntry?, details: FileDetails?) -> FilePreview {
    guard let entry else { return .none }
    let size = details?.size ?? 0
    switch entry.kind {
    case .folder: return .folder
    case .link, .other: return .binary(size: size)
    case .file: break
    }
    let bytes: [UInt8]
    do { bytes = try Directory.head(of: entry.id, limit: limit) } catch {
      return .unreadable(error.description)
    }
    // A NUL byte, or what is not UTF-8 (but for a character cut at the limit): binary.
    let valid = bytes.count == limit ? Array(bytes.dropLast(3)) : bytes
    guard !valid.contains(0), String(validating: valid, as: UTF8.self) != nil else {
      return .binary(size: size)
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if size > limit {
      text += "\n\n… (the first \(limit / 1024) KB of \(details?.shownSize(of: .file) ?? ""))"
    }
    let name = entry.name.lowercased()
    return name.hasSuffix(".md") || name.hasSuffix(".markdown") ? .markdown(text) : .text(text)
  }

  /// A line that says what the preview is, for the kinds with no text of their own.
  var caption: String? {
    switch self {
    case .none: "Nothing selected"
    case .binary(let size): "Binary file, \(size) bytes"
    case .folder: "A folder: Enter opens it"
    case .unreadable(let reason): reason
    case .markdown, .text: nil
    }
  }
}
