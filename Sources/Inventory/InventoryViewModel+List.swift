/// The list's transient UI state: the highlighted row and the scroll position.
///
/// Renderers read and write these instead of keeping their own, so swapping renderers keeps
/// the same row under the cursor and the same rows on screen.
///
/// ```swift
/// inventory.highlightNextRow()
/// inventory.scrollToHighlightedRow(visibleRowCount: 10)
/// let visible = inventory.visibleRowRange(visibleRowCount: 10)
/// ```
extension InventoryViewModel {
  /// The control of the inventory screen that has keyboard focus.
  public enum Focus: Hashable, Sendable, CaseIterable {
    /// The list: arrows move the highlighted row, Enter edits it.
    case list
    /// The "Add" button.
    case addButton
  }

  /// The id of the row under the keyboard cursor, or `nil`. An id that is not in the
  /// inventory is stored as `nil`; when the highlighted row is removed the highlight moves to
  /// the row that took its place, or the one before when it was last.
  public var highlightedRowID: Item.ID? {
    get { highlightedRowIDStorage }
    set { highlightedRowIDStorage = newValue.flatMap { inventory.contains(id: $0) ? $0 : nil } }
  }

  /// The row under the keyboard cursor, if any.
  public var highlightedRow: ItemRowViewModel? {
    highlightedRowID.flatMap { inventory[id: $0] }
  }

  /// The index of the first visible row, clamped to `0...max(0, inventory.count - 1)`.
  public var scrollOffset: Int {
    get { scrollOffsetStorage }
    set { scrollOffsetStorage = clamped(scrollOffset: newValue) }
  }

  /// How many rows PgUp and PgDn move the highlight on a screen `height` rows tall: the rows
  /// left below the inventory's chrome (tabs, title and divider above, divider and hints
  /// below), less one that stays in view. One rule for every renderer, whatever its own list
  /// height, so a page lands on the same item in each.
  public static func pageSize(forScreenHeight height: Int) -> Int {
    Swift.max(height - 6, 1)
  }

  /// Moves the highlight `delta` rows (clamped to the list) and scrolls it into view, for a
  /// page of ``pageSize`` rows.
  public func moveHighlight(by delta: Int) {
    guard !inventory.isEmpty else { return }
    let index = highlightedRowID.flatMap { inventory.index(id: $0) } ?? (delta > 0 ? -1 : 0)
    highlightedRowID = inventory[Swift.min(Swift.max(index + delta, 0), inventory.count - 1)].id
    scrollToHighlightedRow(visibleRowCount: pageSize + 1)
  }

  /// Highlights the next row (the first when none is highlighted); stays on the last row.
  public func highlightNextRow() {
    guard let index = highlightedRowID.flatMap({ inventory.index(id: $0) }) else {
      highlightedRowID = inventory.first?.id
      return
    }
    highlightedRowID = inventory[Swift.min(index + 1, inventory.count - 1)].id
  }

  /// Highlights the previous row (the last when none is highlighted); stays on the first row.
  public func highlightPreviousRow() {
    guard let index = highlightedRowID.flatMap({ inventory.index(id: $0) }) else {
      highlightedRowID = inventory.last?.id
      return
    }
    highlightedRowID = inventory[Swift.max(index - 1, 0)].id
  }

  /// Highlights the row a link opened a screen of, so the list shows it under the cursor and
  /// what Esc leaves (and Enter then acts on) is that row, not the one highlighted before.
  ///
  /// A row above the first visible one becomes the first; the renderers keep a highlighted
  /// row below the window in view themselves, since only they know how many rows fit.
  func highlightLinkedRow(_ id: Item.ID) {
    if highlightedRowID != id { highlightedRowID = id }
    if let index = inventory.index(id: id), index < scrollOffset { scrollOffset = index }
  }

  /// Scrolls as little as possible so the highlighted row is among `visibleRowCount` rows
  /// from ``scrollOffset``, without leaving empty space below the last row.
  public func scrollToHighlightedRow(visibleRowCount: Int) {
    guard visibleRowCount > 0 else { return }
    var offset = Swift.min(scrollOffset, Swift.max(inventory.count - visibleRowCount, 0))
    if let index = highlightedRowID.flatMap({ inventory.index(id: $0) }) {
      if index < offset { offset = index }
      if index >= offset + visibleRowCount { offset = index - visibleRowCount + 1 }
    }
    if offset != scrollOffset { scrollOffset = offset }
  }

  /// The indices of the rows shown when `visibleRowCount` rows fit on screen.
  public func visibleRowRange(visibleRowCount: Int) -> Range<Int> {
    let start = Swift.min(scrollOffset, inventory.count)
    return start..<Swift.min(start + Swift.max(visibleRowCount, 0), inventory.count)
  }

  /// After an inventory change, keeps the scroll offset in range (writing only when it moves).
  func clampScrollOffset() {
    let offset = clamped(scrollOffset: scrollOffsetStorage)
    if offset != scrollOffsetStorage { scrollOffsetStorage = offset }
  }

  private func clamped(scrollOffset: Int) -> Int {
    Swift.min(Swift.max(scrollOffset, 0), Swift.max(inventory.count - 1, 0))
  }

  /// After an inventory change, moves a highlight whose row is gone to its neighbour.
  func repairHighlight(previous: IdentifiedArray<ItemRowViewModel>) {
    guard let id = highlightedRowIDStorage, !inventory.contains(id: id) else { return }
    guard !inventory.isEmpty else {
      highlightedRowIDStorage = nil
      return
    }
    let oldIndex = previous.index(id: id) ?? 0
    highlightedRowIDStorage = inventory[Swift.min(oldIndex, inventory.count - 1)].id
  }
}
