import TerminalCore

/// A table's header row over columns laid out elsewhere: for a ``ListView`` whose cells are
/// cut into columns, as a ``TableView``'s header is drawn. Each title is bold and cut to its
/// column, the sorted column marked ▲ (ascending) or ▼; a click on a title calls
/// ``onSelectColumn`` with the column's index. It takes no focus: keyboard users sort by the
/// screen's own keys.
///
/// The first ``/TerminalCore/TableGrid/gutter`` columns stay free for the cells' highlight mark,
/// and the columns follow, one space apart, as ``/TerminalCore/TableGrid`` places them; set
/// ``widths`` to what the cells use (after layout, from the list's width and
/// ``ListView/rowActionsWidth``).
///
/// ```swift
/// let header = TableHeaderView(["Name", "Stock"])
/// header.onSelectColumn = { [model] column in model.sortHeaderTapped(column) }
/// StackView(axis: .vertical, [header, list])
/// // in viewDidLayoutSubviews:
/// header.widths = [list.frame.width - 16, 12]
/// header.sorted = (column: 0, ascending: true)
/// ```
@MainActor
public final class TableHeaderView: View {
  /// The columns' titles.
  public var titles: [String] {
    didSet { if titles != oldValue { setNeedsDisplay() } }
  }
  /// The columns' widths, after the gutter.
  public var widths: [Int] = [] {
    didSet { if widths != oldValue { setNeedsDisplay() } }
  }
  /// The column sorted by and which way, marked ▲ or ▼; `nil` for none.
  public var sorted: (column: Int, ascending: Bool)? {
    didSet {
      if sorted?.column != oldValue?.column || sorted?.ascending != oldValue?.ascending {
        setNeedsDisplay()
      }
    }
  }
  /// Called with a column's index when its title is clicked.
  public var onSelectColumn: ((Int) -> Void)?

  /// A header of `titles`, its widths set after layout.
  public init(_ titles: [String]) {
    self.titles = titles
    super.init()
  }

  /// One row, as wide as offered.
  public override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: min(1, size.height))
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    canvas.drawTableHeader(
      titles, grid: TableGrid(x: rect.minX, widths: widths), y: rect.minY, sorted: sorted,
      clip: rect)
  }

  public override func handle(_ event: InputEvent) -> Bool {
    guard case .mouse(let mouse) = event, mouse.kind == .click else {
      return super.handle(event)
    }
    let grid = TableGrid(x: screenFrame.minX, widths: widths)
    if let column = grid.column(atX: mouse.position.x), column < titles.count {
      onSelectColumn?(column)
    }
    return true
  }
}
