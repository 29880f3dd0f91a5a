import TerminalCore

/// A vertical list of one-line rows in sections, fed by a ``ListDataSource``, in the spirit of
/// a collection view.
///
/// Only visible rows have cells: cells are registered by class, dequeued for rows coming into
/// view and put back in a reuse pool when they leave, so the number of live cells stays about
/// one screenful whatever the number of items. The list keeps a highlighted item and a scroll
/// offset (in rows), moves the highlight with the arrow keys and keeps it visible.
///
/// ```swift
/// let list = ListView<Int, UUID>()
/// list.register(NameCell.self, forCellWithReuseIdentifier: "name")
/// let dataSource = ListDataSource(listView: list) { list, id in
///   let cell = list.dequeueReusableCell(withReuseIdentifier: "name") as! NameCell
///   cell.name = names[id]!
///   return cell
/// }
/// list.onSelect = { id in open(id) }
/// ```
@MainActor
public final class ListView<SectionID: Hashable, ItemID: Hashable>: Control {
  /// A row: a section header or an item.
  public enum Row: Hashable {
    /// A section header with its title.
    case header(String)
    /// An item, drawn by a cell.
    case item(ItemID)
  }

  /// Every row, headers included. Built on each read when no section has a header: the list
  /// itself reads rows one at a time (`row(at:)`), so 100,000 items need no second array.
  public var rows: [Row] { sectionedRows ?? items.map { .item($0) } }
  /// Every item, in order.
  public var items: [ItemID] { itemStorage }
  /// The items as the data source gave them: a list without headers shares the snapshot's
  /// array rather than copying it.
  @usableFromInline var itemStorage: [ItemID] = []
  /// The rows with headers, when some section has one; `nil` when every row is an item.
  private var sectionedRows: [Row]?
  /// Items by id: built by the first lookup that the rows around the screen cannot answer,
  /// and dropped by the next apply, so applying 100,000 rows hashes nothing.
  var itemIndexCache: [ItemID: Int]?
  /// Where the highlighted item was when the list highlighted it itself; checked before use,
  /// so a stale hint only costs a lookup.
  var highlightedIndexHint: Int?
  /// The row of each item, when there are headers (otherwise item `i` is row `i`).
  private var sectionedRowOfItem: [Int] = []
  private var visibleCells: [ItemID: ListCell] = [:]
  private var reusePool: [String: [ListCell]] = [:]
  private var factories: [String: @MainActor () -> ListCell] = [:]
  /// Items marked reloaded since the last layout, which configures the visible ones again and
  /// forgets the rest.
  private var pendingReloads: Set<ItemID> = []
  var cellProvider: (@MainActor (ListView, ItemID) -> ListCell)?

  /// The offset last set, before clamping.
  private(set) var requestedOffset = 0
  /// The first visible row: the offset last set, clamped (when read and when drawing) so the
  /// list never scrolls past its last row and the highlighted row is on screen. The clamp uses
  /// the current height, rows and highlight, so the same setting always shows the same rows,
  /// whatever happened before: another list of another height that wrote the offset (a
  /// renderer swap) cannot leave the highlight out of view.
  public var scrollOffset: Int {
    get { clampedOffset(requestedOffset) }
    set {
      let old = scrollOffset
      requestedOffset = max(newValue, 0)
      if scrollOffset != old { setNeedsLayout() }
    }
  }
  /// The highlighted item, if any.
  public var highlightedItem: ItemID? {
    didSet { if highlightedItem != oldValue { setNeedsLayout() } }
  }
  /// Text shown when the list has no rows.
  public var emptyText = ""
  /// Cells created so far (not dequeued from the pool), for tests and benchmarks.
  public private(set) var createdCellCount = 0
  /// Called when the user moves the highlight.
  public var onHighlight: (@MainActor (ItemID) -> Void)?
  /// Called when the user scrolls (or the highlight scrolls the list), with the new offset.
  public var onScroll: (@MainActor (Int) -> Void)?
  /// Whether a wheel notch moves the highlight a row, as Up and Down do, instead of
  /// scrolling: for a list whose owner derives the scroll from the highlight (a picker), so
  /// the wheel moves what the scroll follows rather than a scroll the owner would undo.
  public var wheelMovesHighlight = false
  /// Called for Enter on the highlighted item, or a click on an item.
  public var onSelect: (@MainActor (ItemID) -> Void)?
  /// Finds an item's index among all items in constant time, when the owner keeps such an
  /// index (a model's identified array); the list checks the answer against its items.
  ///
  /// ```swift
  /// list.indexProvider = { [weak model] id in model?.rows.index(id: id) }
  /// ```
  public var indexProvider: (@MainActor (ItemID) -> Int?)?
  /// Per-row actions: an event (such as `.character("d")`) and what it does to the
  /// highlighted item.
  public var rowActions: [InputEvent: @MainActor (ItemID) -> Void] = [:]
  /// Buttons shown at the right end of the highlighted row (see ``ListRowAction``).
  public var trailingRowActions: [ListRowAction<ItemID>] = [] {
    didSet { rebuildRowActionButtons() }
  }
  var rowActionButtons: [Button] = []
  /// The plain strip the buttons sit on, so they read as one block beside the highlighted
  /// row rather than words cut out of it (and the terminal changes style once, not per gap).
  let rowActionsBacking: View = {
    let backing = View()
    backing.backgroundStyle = .plain
    return backing
  }()

  /// An empty list.
  public init() {
    super.init()
  }

  /// Cells alive: on screen plus in the reuse pool.
  public var liveCellCount: Int {
    visibleCells.count + reusePool.values.reduce(0) { $0 + $1.count }
  }

  /// Rows that fit on screen.
  public var visibleRowCount: Int { frame.height }

  /// The items whose cells are on screen, in row order.
  public var visibleItems: [ItemID] {
    visibleRowRange.compactMap { if case .item(let id) = row(at: $0) { id } else { nil } }
  }

  /// The range of rows on screen.
  public var visibleRowRange: Range<Int> {
    let start = min(scrollOffset, rowCount)
    return start..<min(start + visibleRowCount, rowCount)
  }

  /// How many rows there are, headers included.
  var rowCount: Int { sectionedRows?.count ?? items.count }

  /// The row at `index`.
  func row(at index: Int) -> Row { sectionedRows?[index] ?? .item(items[index]) }

  /// The row showing the item at `index` among all items.
  func row(ofItemAt index: Int) -> Int { sectionedRows == nil ? index : sectionedRowOfItem[index] }

  /// Registers the cell class made for `identifier`.
  public func register(_ cellClass: ListCell.Type, forCellWithReuseIdentifier identifier: String) {
    factories[identifier] = { cellClass.init() }
  }

  /// A cell for `identifier`: one from the reuse pool, or a new one.
  public func dequeueReusableCell(withReuseIdentifier identifier: String) -> ListCell {
    if let cell = reusePool[identifier]?.popLast() { return cell }
    guard let factory = factories[identifier] else {
      preconditionFailure("no cell registered for \(identifier)")
    }
    let cell = factory()
    cell.reuseIdentifier = identifier
    createdCellCount += 1
    return cell
  }

  /// The cell showing `item`, if it is on screen.
  public func cell(for item: ItemID) -> ListCell? { visibleCells[item] }

  /// Takes new rows from the data source; `reloaded` items get their cells configured again
  /// if they are on screen at the next layout.
  @usableFromInline
  func setRows(_ rows: [Row], reloaded: Set<ItemID>) {
    var items: [ItemID] = []
    sectionedRowOfItem.removeAll(keepingCapacity: true)
    items.reserveCapacity(rows.count)
    sectionedRowOfItem.reserveCapacity(rows.count)
    for (row, entry) in rows.enumerated() {
      guard case .item(let id) = entry else { continue }
      items.append(id)
      sectionedRowOfItem.append(row)
    }
    sectionedRows = rows
    didChangeRows(items: items, reloaded: reloaded)
  }

  /// Takes new items, every one a row (no section headers); `reloaded` items get their cells
  /// configured again if they are on screen at the next layout. Keeps `items` as given: no
  /// per-item work.
  @usableFromInline
  func setItems(_ items: [ItemID], reloaded: Set<ItemID>) {
    sectionedRows = nil
    sectionedRowOfItem = []
    didChangeRows(items: items, reloaded: reloaded)
  }

  private func didChangeRows(items: [ItemID], reloaded: Set<ItemID>) {
    itemStorage = items
    itemIndexCache = nil
    pendingReloads.formUnion(reloaded)
    if let highlightedItem, index(of: highlightedItem) == nil { self.highlightedItem = nil }
    setNeedsLayout()
  }

  /// Scrolls as little as possible to show `item`.
  public func scrollToItem(_ item: ItemID) {
    guard let index = index(of: item) else { return }
    scrollToItem(at: index)
  }

  /// Scrolls as little as possible to show the item at `index` among all items.
  func scrollToItem(at index: Int) {
    guard items.indices.contains(index), visibleRowCount > 0 else { return }
    let row = row(ofItemAt: index)
    var offset = scrollOffset
    if row < offset {
      offset = row
      if row > 0, case .header = self.row(at: row - 1) { offset = row - 1 }
    }
    if row >= offset + visibleRowCount { offset = row - visibleRowCount + 1 }
    scrollOffset = offset
  }

  public override func handle(_ event: InputEvent) -> Bool {
    let page = max(visibleRowCount - 1, 1)
    switch event {
    case .key(.up): moveHighlight(by: -1)
    case .key(.down): moveHighlight(by: 1)
    case .key(.pageUp): moveHighlight(by: -page)
    case .key(.pageDown): moveHighlight(by: page)
    case .key(.home): moveHighlight(by: -items.count)
    case .key(.end): moveHighlight(by: items.count)
    case .key(.enter):
      guard let item = highlightedItem, let onSelect else { return false }
      onSelect(item)
    case .mouse(let mouse):
      return handleMouse(mouse)
    default:
      guard let action = rowActions[event], let item = highlightedItem else { return false }
      action(item)
    }
    return true
  }

  public override func layoutSubviews() {
    let scrollOffset = scrollOffset
    let range = visibleRowRange
    var wanted: [ItemID: Int] = [:]
    for row in range { if case .item(let id) = self.row(at: row) { wanted[id] = row } }
    for (id, cell) in visibleCells where wanted[id] == nil || pendingReloads.contains(id) {
      recycle(cell)
      visibleCells[id] = nil
    }
    pendingReloads.removeAll()
    for (id, row) in wanted {
      let cell: ListCell
      if let existing = visibleCells[id] {
        cell = existing
      } else {
        guard let cellProvider else { continue }
        cell = cellProvider(self, id)
        visibleCells[id] = cell
        addSubview(cell)
      }
      cell.frame = Rect(x: 0, y: row - scrollOffset, width: frame.width, height: 1)
      cell.isHighlighted = id == highlightedItem
      cell.isListFocused = isFocused
      // Every row leaves the buttons' columns free, so the columns of all rows line up.
      cell.trailingActionsWidth = rowActionsWidth
    }
    layoutRowActionButtons()
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    for cell in visibleCells.values where cell.isListFocused != isFocused {
      cell.isListFocused = isFocused
    }
    if rowCount == 0 {
      canvas.draw(
        emptyText, at: Point(x: rect.minX + 1, y: rect.minY), style: Style(dim: true), clip: rect)
    }
    for row in visibleRowRange {
      guard case .header(let title) = self.row(at: row) else { continue }
      canvas.draw(
        title, at: Point(x: rect.minX + 1, y: rect.minY + row - scrollOffset),
        style: Style(bold: true, dim: true), clip: rect)
    }
  }

  private func recycle(_ cell: ListCell) {
    cell.prepareForReuse()
    cell.removeFromSuperview()
    reusePool[cell.reuseIdentifier, default: []].append(cell)
  }
}
