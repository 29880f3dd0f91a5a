import Foundation
import Observation
import TerminalCore

/// The browser's state: the folder tree (what is unfolded, which folder is open), the open
/// folder's entries in the table's order, the highlighted entry and its preview, and where
/// the focus is. Both renderers draw it; a swap keeps all of it.
@Observable
@MainActor
final class FileBrowser {
  enum Focus: Hashable {
    case folders, files
  }

  /// The folder the browser was opened on: the outline's root.
  let root: String
  var expanded: Set<String>
  /// The folder whose entries the table shows.
  var openFolder: String? {
    didSet { if openFolder != oldValue { readOpenFolder() } }
  }
  /// The open folder's entries, in `sortOrder`.
  private(set) var entries: [FileEntry] = []
  /// Why the open folder could not be read, if it could not.
  private(set) var folderError: String?
  var highlightedEntry: String? {
    didSet { if highlightedEntry != oldValue { preview = previewOfHighlight() } }
  }
  var sortOrder: TableSortOrder? = TableSortOrder(column: "name") {
    didSet { sortEntries() }
  }
  private(set) var preview = FilePreview.none
  var focus: Focus? = .files
  /// The entries' rows by path, kept with their order.
  @ObservationIgnored private var rowOfEntry: [String: Int] = [:]
  /// The folders inside each folder the outline has shown, read once.
  @ObservationIgnored private var subfolderCache: [String: [String]] = [:]
  /// The sizes and dates read so far: those of the rows shown, or all for a sort by them.
  @ObservationIgnored private var detailsCache: [String: FileDetails] = [:]

  /// A browser on the folder at `root`, open on it with its first entry highlighted.
  init(root: String) {
    let root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    self.root = root
    expanded = [root]
    openFolder = root
    readOpenFolder()
  }

  /// The folders inside `path`, as the outline shows them.
  func subfolders(of path: String) -> [String] {
    if let cached = subfolderCache[path] { return cached }
    let folders = Directory.subfolders(of: path)
    subfolderCache[path] = folders
    return folders
  }

  /// The name of the folder at `path`: the root's as given, the others' last part.
  func folderName(_ path: String) -> String {
    path == root ? root : String(path.split(separator: "/").last ?? "")
  }

  func row(of path: String) -> Int? { rowOfEntry[path] }

  /// The size and date of the entry at `path`, read the first time they are asked for.
  func details(of path: String) -> FileDetails? {
    if let cached = detailsCache[path] { return cached }
    let details = Directory.details(of: path)
    detailsCache[path] = details
    return details
  }

  /// The size column's text for the entry at `path`.
  func shownSize(_ path: String) -> String {
    guard let entry = entry(path) else { return "" }
    return details(of: path)?.shownSize(of: entry.kind) ?? ""
  }

  /// The date column's text for the entry at `path`.
  func shownModified(_ path: String) -> String {
    details(of: path).map { FileEntry.shownDate($0.modified) } ?? ""
  }

  private func previewOfHighlight() -> FilePreview {
    .of(entry(highlightedEntry), details: highlightedEntry.flatMap(details(of:)))
  }

  func entry(_ path: String?) -> FileEntry? {
    path.flatMap { rowOfEntry[$0] }.map { entries[$0] }
  }

  /// Enter on an entry: a folder opens (and unfolds its parents in the outline).
  func activate(_ path: String) {
    guard let entry = entry(path), entry.kind == .folder else { return }
    var parent = (path as NSString).deletingLastPathComponent
    while parent.count >= root.count, !parent.isEmpty {
      expanded.insert(parent)
      if parent == root { break }
      parent = (parent as NSString).deletingLastPathComponent
    }
    openFolder = path
  }

  /// Reads the open folder again, highlighting its first entry.
  private func readOpenFolder() {
    guard let openFolder else { return }
    do {
      entries = try Directory.entries(at: openFolder)
      folderError = nil
      subfolderCache[openFolder] = entries.filter { $0.kind == .folder }.map(\.id).sorted()
    } catch {
      entries = []
      folderError = error.description
    }
    detailsCache = [:]
    sortEntries()
    highlightedEntry = entries.first?.id
    preview = previewOfHighlight()
  }

  private func sortEntries() {
    let order = sortOrder ?? TableSortOrder(column: "name")
    let ascending = order.isAscending
    // `@Sendable`: a main-actor closure would check its actor on every comparison.
    switch order.column {
    case "size", "modified":
      // Sorting by them reads every entry's details: the one sort that costs the folder.
      let details = entries.map {
        self.details(of: $0.id) ?? FileDetails(size: 0, modified: .distantPast)
      }
      let bySize = order.column == "size"
      var order = Array(entries.indices)
      order.sort { @Sendable a, b in
        let (x, y) = (details[a], details[b])
        let less = bySize ? x.size < y.size : x.modified < y.modified
        let more = bySize ? x.size > y.size : x.modified > y.modified
        return ascending ? less : more
      }
      entries = order.map { entries[$0] }
    default:
      entries.sort { @Sendable in ascending ? $0.name < $1.name : $0.name > $1.name }
    }
    rowOfEntry = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
  }

  /// The keys the screen offers, for the hints.
  var keyHints: String {
    "Tab folders/files  ↑↓ move  ←→ fold  s sort  ⏎ open"
  }
}
