import TerminalCore

/// Lays out, draws and drives a ``Table``: on each layout it reads the row count, the
/// highlight and the cells of the rows on screen (one tracked read, so a change to any of
/// them lays the table out again) and keeps those cells to draw.
final class TableElement<Data: RandomAccessCollection>: TypedElement<Table<Data>>
where Data.Element: Identifiable {
  typealias Row = Data.Element
  /// The first row on screen, when no binding keeps it.
  private var ownScroll = 0
  private(set) var visibleCount = 0
  private(set) var first = 0
  private(set) var count = 0
  private var shown: [(id: Row.ID, cells: [StyledText])] = []
  private(set) var grid = TableGrid(x: 0, widths: [])

  override var managesChildren: Bool { true }
  override var sizeIgnoresChildren: Bool { true }
  override var isFocusable: Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(
      width: proposal.width ?? 40,
      height: proposal.height ?? node.trackingMeasureReads { view.data.count } + 1)
  }

  var scroll: Int {
    get { view.scrollOffset?.wrappedValue ?? ownScroll }
    set {
      if let binding = view.scrollOffset {
        if binding.wrappedValue != newValue { binding.wrappedValue = newValue }
      } else {
        ownScroll = newValue
      }
    }
  }

  override func place(in rect: Rect, node: Node) {
    visibleCount = max(rect.height - 1, 0)
    node.trackingPlaceReads {
      count = view.data.count
      first = RowWindow.firstRow(
        offset: scroll, highlight: highlightedOffset(), count: count, visible: visibleCount)
      let end = min(first + visibleCount, count)
      let start = view.data.index(view.data.startIndex, offsetBy: first)
      shown = view.data[start..<view.data.index(start, offsetBy: end - first)].map { row in
        (row.id, view.columns.map { StyledText($0.content(row)) })
      }
    }
    grid = TableGrid(
      x: rect.minX, width: rect.width, columns: view.columns.map(\.width),
      titles: view.columns.map(\.title), rows: shown.map(\.cells))
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    let isFocused = node.host?.isFocused(node) ?? false
    canvas.drawTableHeader(
      view.columns.map(\.title), grid: grid, y: rect.minY,
      sorted: view.sortOrder?.wrappedValue.sortedColumn(in: view.columns.map(\.id)),
      style: style, clip: rect)
    let highlight = view.selection.wrappedValue
    canvas.drawTableRows(
      shown.map(\.cells), grid: grid, y: rect.minY + 1,
      highlighted: shown.firstIndex { $0.id == highlight }, isFocused: isFocused, style: style,
      clip: rect)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    handleTableKey(event)
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    handleTableMouse(event, node: node)
  }
}

extension StyledText {
  /// A ``Text``'s parts as styled text: each part's attributes over the plain style, so
  /// drawn over a row's style they add to it.
  init(_ text: Text) {
    self.init()
    for run in text.runs {
      self += StyledText(run.string, style: run.attributes.applied(to: .plain))
    }
  }
}
