import TerminalCore

/// A table's header row over columns laid out elsewhere: for a ``List`` whose rows are cut
/// into columns, as a ``Table``'s header is drawn. Each title is bold and cut to its column,
/// the sorted column marked ▲ (ascending) or ▼; a click on a title calls `action` with the
/// column's index. It takes no focus: keyboard users sort by the screen's own keys.
///
/// The first ``/TerminalCore/TableGrid/gutter`` columns stay free for the rows' highlight mark, and
/// the columns follow, one space apart, as ``/TerminalCore/TableGrid`` places them; give it the
/// widths the rows use, from the same rule, so both line up.
///
/// ```swift
/// VStack {
///   TableHeader(
///     ["Name", "Stock"], widths: [20, 12],
///     sorted: model.sortOrder.sortedColumn(in: ["name", "stock"])
///   ) { column in model.sortOrder = model.sortOrder.toggled(toColumn: ["name", "stock"][column]) }
///   List(highlight: $model.highlight, scrollOffset: $model.scroll) { … }
/// }
/// ```
public struct TableHeader: View {
  let titles: [String]
  let widths: [Int]
  let sorted: (column: Int, ascending: Bool)?
  let action: @MainActor (Int) -> Void

  /// A header of `titles` over columns of `widths`, `sorted` marked, a click on a title
  /// calling `action` with its index.
  public init(
    _ titles: [String], widths: [Int], sorted: (column: Int, ascending: Bool)?,
    action: @escaping @MainActor (Int) -> Void
  ) {
    self.titles = titles
    self.widths = widths
    self.sorted = sorted
    self.action = action
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TableHeader: PrimitiveView {
  func makeElement() -> Element { TableHeaderElement() }
}

final class TableHeaderElement: TypedElement<TableHeader> {
  private func grid(node: Node) -> TableGrid { TableGrid(x: node.frame.minX, widths: view.widths) }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let width = view.widths.reduce(TableGrid.gutter) { $0 + $1 + 1 }
    return Size(width: proposal.width ?? width, height: 1)
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    guard !node.frame.isEmpty else { return }
    canvas.drawTableHeader(
      view.titles, grid: grid(node: node), y: node.frame.minY, sorted: view.sorted, style: style,
      clip: node.frame)
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    guard let column = grid(node: node).column(atX: event.position.x),
      column < view.titles.count
    else { return true }
    view.action(column)
    return true
  }
}
