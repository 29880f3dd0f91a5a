import Identity

/// The list's transient UI state: the highlighted row and the scroll position.
///
/// Renderers read and write these instead of keeping their own, so swapping renderers keeps
/// the same row under the cursor and the same rows on screen. Both count in the rows the list
/// shows (``filteredRows``): with a filter on, row 0 is the first row that matches.
///
/// ```swift
/// inventory.highlightNextRow()
/// inventory.scrollToHighlightedRow(visibleRowCount: 10)
/// let visible = inventory.visibleRowRange(visibleRowCount: 10)
/// ```
extension InventoryViewModel {
  /// The control of the inventory screen that has keyboard focus. Tab goes filter → list →
  /// "Add" → filter, Shift-Tab the other way (see `InventoryViewModel+Focus.swift`).
  public enum Focus: Hashable, Sendable, CaseIterable {
    /// The list: arrows move the highlighted row, Enter edits it.
    case list
    /// The "Add" button.
    case addButton
    /// The filter's text field: typing edits ``filter``.
    case filter
  }

  /// The id of the row under the keyboard cursor, or `nil`. An id that is not listed (not in
  /// the inventory, or hidden by the filter) is stored as `nil`; when the highlighted row is
  /// removed the highlight moves to the listed row that took its place, or the one before
  /// when it was last; when the filter hides it, to the nearest listed row.
  public var highlightedRowID: Item.ID? {
    get { highlightedRowIDStorage }
    set { highlightedRowIDStorage = newValue.flatMap { isListed($0) ? $0 : nil } }
  }

  /// The row under the keyboard cursor, if any.
  public var highlightedRow: ItemRowViewModel? {
    highlightedRowID.flatMap { row(id: $0) }
  }

  /// The index in ``filteredRows`` of the first visible row, clamped to
  /// `0...max(0, filteredRows.count - 1)`.
  public var scrollOffset: Int {
    get { scrollOffsetStorage }
    set { scrollOffsetStorage = clamped(scrollOffset: newValue) }
  }

  /// How many rows PgUp and PgDn move the highlight: the rows the list on screen shows
  /// (``visibleRowCount``, from the renderer), less one that stays in view. Every renderer
  /// lays the list out at the same height, so a page lands on the same item in each.
  public var pageSize: Int { Swift.max(visibleRowCount - 1, 1) }

  /// Moves the highlight `delta` listed rows (clamped to the list) and scrolls it into view,
  /// for a page of ``pageSize`` rows.
  public func moveHighlight(by delta: Int) {
    let rows = filteredRows
    guard !rows.isEmpty else { return }
    let index = highlightedRowID.flatMap { rows.index(id: $0) } ?? (delta > 0 ? -1 : 0)
    highlightedRowID = rows.id(at: Swift.min(Swift.max(index + delta, 0), rows.count - 1))
    scrollToHighlightedRow(visibleRowCount: pageSize + 1)
  }

  /// Highlights the next listed row (the first when none is highlighted); stays on the last.
  public func highlightNextRow() {
    let rows = filteredRows
    guard let index = highlightedRowID.flatMap({ rows.index(id: $0) }) else {
      highlightedRowID = rows.isEmpty ? nil : rows.id(at: 0)
      return
    }
    highlightedRowID = rows.id(at: Swift.min(index + 1, rows.count - 1))
  }

  /// Highlights the previous listed row (the last when none is highlighted); stays on the
  /// first.
  public func highlightPreviousRow() {
    let rows = filteredRows
    guard let index = highlightedRowID.flatMap({ rows.index(id: $0) }) else {
      highlightedRowID = rows.isEmpty ? nil : rows.id(at: rows.count - 1)
      return
    }
    highlightedRowID = rows.id(at: Swift.max(index - 1, 0))
  }

  /// Highlights the row a link opened a screen of, so the list shows it under the cursor and
  /// what Esc leaves (and Enter then acts on) is that row, not the one highlighted before.
  /// A row the link's filter hides leaves the highlight where it is.
  ///
  /// A row above the first visible one becomes the first; the renderers keep a highlighted
  /// row below the window in view themselves, since only they know how many rows fit.
  func highlightLinkedRow(_ id: Item.ID) {
    guard let index = filteredRows.index(id: id) else { return }
    if highlightedRowID != id { highlightedRowID = id }
    if index < scrollOffset { scrollOffset = index }
  }

  /// Scrolls as little as possible so the highlighted row is among `visibleRowCount` rows
  /// from ``scrollOffset``, without leaving empty space below the last row.
  public func scrollToHighlightedRow(visibleRowCount: Int) {
    guard visibleRowCount > 0 else { return }
    let rows = filteredRows
    var offset = Swift.min(scrollOffset, Swift.max(rows.count - visibleRowCount, 0))
    if let index = highlightedRowID.flatMap({ rows.index(id: $0) }) {
      if index < offset { offset = index }
      if index >= offset + visibleRowCount { offset = index - visibleRowCount + 1 }
    }
    if offset != scrollOffset { scrollOffset = offset }
  }

  /// The indices in ``filteredRows`` of the rows shown when `visibleRowCount` rows fit.
  public func visibleRowRange(visibleRowCount: Int) -> Range<Int> {
    let count = filteredRows.count
    let start = Swift.min(scrollOffset, count)
    return start..<Swift.min(start + Swift.max(visibleRowCount, 0), count)
  }

  /// After an inventory or filter change, keeps the scroll offset in range (writing only when
  /// it moves).
  func clampScrollOffset() {
    let offset = clamped(scrollOffset: scrollOffsetStorage)
    if offset != scrollOffsetStorage { scrollOffsetStorage = offset }
  }

  private func clamped(scrollOffset: Int) -> Int {
    let count = itemIndex.listedCount(of: storedItems.count)
    return Swift.min(Swift.max(scrollOffset, 0), Swift.max(count - 1, 0))
  }

  /// After the items were replaced: moves a highlight whose item is gone to the listed row
  /// that took its place (in a sorted list, the one now at its index `listedIndex` in the
  /// list), and one the filter now hides to the nearest listed row. With no highlight (there
  /// was nothing listed), the rows now listed get one, as a new inventory's do.
  func repairHighlight(previous: IdentifiedArray<Item>, listedIndex: Int?) {
    guard let id = highlightedRowIDStorage else { return keepHighlightListed() }
    guard !isListed(id) else { return }
    if storedItems.contains(id: id) {
      keepHighlightListed()
    } else if sortOrder != nil {
      highlightedRowIDStorage = listedRowID(atListed: listedIndex ?? 0)
    } else {
      highlightedRowIDStorage = listedRowID(atOrAfter: previous.index(id: id) ?? 0)
    }
  }
}
