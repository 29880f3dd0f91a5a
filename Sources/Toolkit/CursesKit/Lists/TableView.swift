import TerminalCore

/// Rows in columns under a header, for data of any size: the table asks for its row count,
/// the id at an offset and the cells of the rows on screen only, so a million rows cost what
/// twenty do. The highlighted row, the sort order and the scroll offset are bindings, so a
/// model owns them, and CursesUI's `Table` shows the same state alike.
///
/// While focused: ↑ ↓ PgUp PgDn Home End move the highlight; Enter or a click on a row calls
/// ``onSelect``; a click on a sortable column's title sorts by it and a second click
/// reverses; `s` sorts by the next sortable column and `S` reverses; the wheel scrolls. The
/// table only writes the sort order: the model sorts its rows.
///
/// ```swift
/// let table = TableView(
///   ids: { [model] in model.items.ids }, index: { [model] in model.items.index(id: $0) },
///   columns: [
///     TableViewColumn("Name") { [model] in StyledText(model.items[id: $0]?.name ?? "") },
///     TableViewColumn("Qty", id: "quantity", width: .fixed(5)) { [model] in
///       StyledText("\(model.items[id: $0]?.quantity ?? 0)")
///     },
///   ],
///   selection: $model.highlighted, sortOrder: $model.sortOrder)
/// table.onSelect = { [model] id in model.open(id) }
/// ```
public final class TableView<ID: Hashable>: Control {
  /// The columns, in order.
  public var columns: [TableViewColumn<ID>] {
    didSet { reload() }
  }
  /// Called with the row's id on Enter or a click on the row.
  public var onSelect: (@MainActor (ID) -> Void)?

  let count: @MainActor () -> Int
  let id: @MainActor (Int) -> ID
  let index: @MainActor (ID) -> Int?
  let selection: Binding<ID?>
  let sortOrder: Binding<TableSortOrder?>?
  let scrollBinding: Binding<Int>?
  private var ownScroll = 0
  /// What the last reading found: the rows on screen and their cells.
  private(set) var rowCount = 0
  private(set) var first = 0
  private(set) var shown: [(id: ID, cells: [StyledText])] = []
  private(set) var grid = TableGrid(x: 0, widths: [])
  private var reading: ObserveToken?

  /// A table of `count` rows, the row at an offset named by `id` and found again by `index`,
  /// in `columns`; the highlighted row's id in `selection`, the order in `sortOrder` (no
  /// header sorts without one), the first row shown in `scrollOffset` (kept by the table
  /// without one). Each is read under observation: a change shows.
  public init(
    count: @escaping @MainActor () -> Int, id: @escaping @MainActor (Int) -> ID,
    index: @escaping @MainActor (ID) -> Int?, columns: [TableViewColumn<ID>],
    selection: Binding<ID?>, sortOrder: Binding<TableSortOrder?>? = nil,
    scrollOffset: Binding<Int>? = nil
  ) {
    self.count = count
    self.id = id
    self.index = index
    self.columns = columns
    self.selection = selection
    self.sortOrder = sortOrder
    self.scrollBinding = scrollOffset
    super.init()
    reading = ObserveToken { [weak self] in
      self?.readRows()
      return { [weak self] in self?.setNeedsDisplay() }
    }
  }

  /// A table of a model's ids in their order (see
  /// ``init(count:id:index:columns:selection:sortOrder:scrollOffset:)``). `ids` is called
  /// for the count and for each row on screen: return an array the model stores (a copy of
  /// it costs nothing), not one built on each call.
  public convenience init(
    ids: @escaping @MainActor () -> [ID], index: @escaping @MainActor (ID) -> Int?,
    columns: [TableViewColumn<ID>], selection: Binding<ID?>,
    sortOrder: Binding<TableSortOrder?>? = nil, scrollOffset: Binding<Int>? = nil
  ) {
    self.init(
      count: { ids().count }, id: { ids()[$0] }, index: index, columns: columns,
      selection: selection, sortOrder: sortOrder, scrollOffset: scrollOffset)
  }

  /// Rows that fit under the header.
  public var visibleRowCount: Int { max(frame.height - 1, 0) }

  /// The first row on screen, as last stored.
  var scroll: Int {
    get { scrollBinding?.wrappedValue ?? ownScroll }
    set {
      if let scrollBinding {
        if scrollBinding.wrappedValue != newValue { scrollBinding.wrappedValue = newValue }
      } else if ownScroll != newValue {
        ownScroll = newValue
        reload()
      }
    }
  }

  /// The table's keys, for the controller's ``ViewController/keyHints`` to show.
  public var keyHints: String {
    sortOrder == nil ? "↑↓ move" : "↑↓ move  s sort  S reverse"
  }

  public override func handle(_ event: InputEvent) -> Bool { handleTableEvent(event) }

  /// Reads the rows on screen again.
  func reload() { reading?.run() }

  /// The rows on screen and their cells, read under observation.
  private func readRows() {
    rowCount = count()
    let highlight = selection.wrappedValue.flatMap(index)
    first = RowWindow.firstRow(
      offset: scroll, highlight: highlight, count: rowCount, visible: visibleRowCount)
    shown = (first..<min(first + visibleRowCount, rowCount)).map { offset in
      let id = self.id(offset)
      return (id, columns.map { $0.cell(id) })
    }
    _ = sortOrder?.wrappedValue
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    reload()
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    grid = TableGrid(
      x: rect.minX, width: rect.width, columns: columns.map(\.width),
      titles: columns.map(\.title), rows: shown.map(\.cells))
    canvas.drawTableHeader(
      columns.map(\.title), grid: grid, y: rect.minY,
      sorted: sortOrder?.wrappedValue.sortedColumn(in: columns.map(\.id)), clip: rect)
    let highlight = selection.wrappedValue
    canvas.drawTableRows(
      shown.map(\.cells), grid: grid, y: rect.minY + 1,
      highlighted: shown.firstIndex { $0.id == highlight }, isFocused: isFocused, clip: rect)
  }
}
