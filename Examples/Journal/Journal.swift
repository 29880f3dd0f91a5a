import Observation
import TextEditing

/// The journal app's one model, shared by both renderers: the entries and every bit of UI
/// state a user could lose (the filter, the highlighted row, the opened entry, focus, both
/// cursors, a sync in progress), so F2 mid-edit keeps the cursor where it was.
///
/// ```swift
/// let journal = Journal(entries: [JournalEntry(id: 1, title: "Monday")])
/// journal.open(1)
/// journal.opened.body.insert("Rain all day")
/// journal.startSync()
/// ```
@Observable
@MainActor
public final class Journal {
  /// Which entries the list shows.
  public enum Filter: Hashable, CaseIterable, Sendable {
    case all, starred
    /// The segment's title.
    public var title: String { self == .all ? "All" : "Starred" }
  }

  /// Which control has focus.
  public enum Focus: Hashable, Sendable {
    case filter, list, title, body
  }

  public private(set) var entries: [JournalEntry]
  public var filter = Filter.all {
    didSet {
      if !shown.contains(where: { $0.id == highlightedID }) { highlightedID = shown.first?.id }
    }
  }
  public var highlightedID: JournalEntry.ID?
  public var scrollOffset = 0
  public var focus = Focus.list
  /// The entry pushed for editing.
  public var openedID: JournalEntry.ID? {
    didSet { focus = openedID == nil ? .list : .body }
  }
  /// How far the sync has got (0 to 1) while one runs.
  public private(set) var syncProgress: Double?
  private let clock: any Clock<Duration>
  private var sync: Task<Void, Never>?

  /// A journal of `entries`, the first highlighted; the sync waits on `clock`.
  public init(entries: [JournalEntry], clock: any Clock<Duration> = ContinuousClock()) {
    self.entries = entries
    self.clock = clock
    highlightedID = entries.first?.id
  }

  /// The entries the filter lets through, in order.
  public var shown: [JournalEntry] {
    filter == .all ? entries : entries.filter(\.isStarred)
  }

  /// The opened entry, read and written in place (a placeholder when none is open).
  public var opened: JournalEntry {
    get { entries.first { $0.id == openedID } ?? JournalEntry(id: -1, title: "") }
    set {
      guard let index = entries.firstIndex(where: { $0.id == newValue.id }) else { return }
      entries[index] = newValue
    }
  }

  /// Opens entry `id` for editing.
  public func open(_ id: JournalEntry.ID?) {
    guard let id, entries.contains(where: { $0.id == id }) else { return }
    openedID = id
  }

  /// Stars or unstars the highlighted entry.
  public func toggleStar() {
    guard let index = entries.firstIndex(where: { $0.id == highlightedID }) else { return }
    entries[index].isStarred.toggle()
  }

  /// Adds an empty entry and opens it.
  public func addEntry() {
    let id = (entries.map(\.id).max() ?? 0) + 1
    entries.append(JournalEntry(id: id, title: "New entry"))
    filter = .all
    highlightedID = id
    open(id)
  }

  /// "Syncs" the entries: the progress bar fills a tenth every 100 ms, then goes.
  public func startSync() {
    guard sync == nil else { return }
    syncProgress = 0
    sync = Task { [weak self, clock] in
      for step in 1...10 {
        do { try await clock.sleep(for: .milliseconds(100)) } catch { return }
        self?.syncProgress = Double(step) / 10
      }
      self?.syncProgress = nil
      self?.sync = nil
    }
  }

  /// The keys the screen answers, the same in both renderers.
  public var keyHints: String {
    switch focus {
    case .filter: "←→ filter  Tab list  ^N new  ^R sync  q quit"
    case .list: "⏎ open  s star  Tab filter  ^N new  ^R sync  q quit"
    case .title, .body: "Tab title/body  Esc back  ^R sync"
    }
  }
}
