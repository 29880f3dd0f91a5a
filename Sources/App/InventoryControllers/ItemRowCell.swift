import CursesKit
import Inventory
import InventoryViewParts
import TerminalCore

/// A row of the inventory list: highlight marker, name, stock status, colour and "›".
/// Out of stock shows in yellow. The cell holds and observes its row's view model while it
/// shows it (the inventory makes a row's view model for whoever shows the row, and lets it go
/// when nothing holds it).
@MainActor
final class ItemRowCell: ListCell {
  static let reuseIdentifier = "ItemRowCell"
  private(set) var item: Item?
  private var row: ItemRowViewModel?

  /// Shows `row`, following its changes until reused.
  func configure(with row: ItemRowViewModel) {
    self.row = row
    observe { [weak self, weak row] in
      guard let self, let row else { return }
      item = row.item
      setNeedsDisplay()
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    row = nil
    item = nil
  }

  /// The columns of a row `rowWidth` wide whose list leaves `actionsWidth` for its row
  /// actions: what the cells and the header over them lay out.
  static func columns(rowWidth: Int, actionsWidth: Int) -> ItemRowColumns {
    ItemRowColumns(width: rowWidth - trailingWidth(actionsWidth: actionsWidth) - 2)
  }

  /// The list's Duplicate and Delete buttons, when it has room for them, cover the columns
  /// every row leaves free; elsewhere the row ends in a chevron.
  private static func trailingWidth(actionsWidth: Int) -> Int {
    actionsWidth > 0 ? actionsWidth : 2
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    guard let item else { return }
    let base = rowStyle
    let y = rect.minY
    canvas.fill(rect, style: base)
    let content = rect.inset(right: Self.trailingWidth(actionsWidth: trailingActionsWidth))
    let columns = Self.columns(rowWidth: rect.width, actionsWidth: trailingActionsWidth)
    var x = rect.minX
    canvas.draw(highlightMarker, at: Point(x: x, y: y), style: base, clip: content)
    x += 2
    // Cut to its column; the row was filled, so the name needs no padding.
    canvas.draw(
      TextWidth.truncated(item.name, toWidth: columns.name), at: Point(x: x, y: y), style: base,
      clip: content)
    x += columns.name + 1
    let status = TextWidth.fitted(item.status.rowText, toWidth: columns.status)
    // Out of stock is said in colour, not by dimming the row (dimmed means disabled).
    var statusStyle = base
    if !item.status.isInStock { statusStyle.foreground = .ansi(.yellow) }
    canvas.draw(status, at: Point(x: x, y: y), style: statusStyle, clip: content)
    x += columns.status + 1
    // The colour's column, within the content (a narrow row may leave it nothing).
    let colorColumn = content.inset(
      left: x - content.minX, right: max(content.maxX - x - columns.color, 0))
    canvas.draw(
      ColorSwatch.text(item.color, showsName: columns.showsColorName, base: base),
      at: Point(x: x, y: y), clip: colorColumn)
    if !(isHighlighted && trailingActionsWidth > 0) {
      canvas.draw("›", at: Point(x: rect.maxX - 2, y: y), style: base, clip: rect)
    }
  }
}
