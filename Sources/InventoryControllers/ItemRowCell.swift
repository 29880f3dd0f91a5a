import CursesKit
import Inventory
import TerminalCore

/// A row of the inventory list: highlight marker, name, stock status, colour and "›".
/// Out of stock shows in yellow. The cell observes its row while it shows it.
@MainActor
final class ItemRowCell: ListCell {
  static let reuseIdentifier = "ItemRowCell"
  private(set) var item: Item?

  /// Shows `row`, following its changes until reused.
  func configure(with row: ItemRowViewModel) {
    observe { [weak self, weak row] in
      guard let self, let row else { return }
      item = row.item
      setNeedsDisplay()
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }

  static func statusText(_ status: Item.Status) -> String {
    switch status {
    case .inStock(let quantity): "In stock: \(quantity)"
    case .outOfStock(let isOnBackOrder):
      isOnBackOrder ? "Out of stock: on back order" : "Out of stock"
    }
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    guard let item else { return }
    // The highlighted row leaves room for the list's Duplicate and Delete buttons.
    let rect = Rect(
      x: rect.minX, y: rect.minY, width: max(rect.width - trailingActionsWidth, 0), height: 1)
    let base = rowStyle
    canvas.fill(rect, style: base)
    let wide = rect.width >= 70
    let statusWidth = wide ? 28 : 14
    let colorWidth = rect.width >= 60 ? 10 : 3
    let nameWidth = max(rect.width - 4 - statusWidth - colorWidth - 2, 4)
    let y = rect.minY
    var x = rect.minX
    canvas.draw(isHighlighted ? "▸ " : "  ", at: Point(x: x, y: y), style: base, clip: rect)
    x += 2
    canvas.draw(
      TextWidth.fitted(item.name, toWidth: nameWidth), at: Point(x: x, y: y), style: base,
      clip: rect)
    x += nameWidth + 1
    let status = TextWidth.fitted(Self.statusText(item.status), toWidth: statusWidth)
    // Out of stock is said in colour, not by dimming the row (dimmed means disabled).
    var statusStyle = base
    if !item.status.isInStock { statusStyle.foreground = .ansi(.yellow) }
    canvas.draw(status, at: Point(x: x, y: y), style: statusStyle, clip: rect)
    x += statusWidth + 1
    let colorClip = Rect(x: x, y: y, width: colorWidth, height: 1).intersection(rect)
    ColorSwatch.draw(
      item.color, at: Point(x: x, y: y), showsName: colorWidth > 3, base: base, into: &canvas,
      clip: colorClip)
    if trailingActionsWidth == 0 {
      canvas.draw("›", at: Point(x: rect.maxX - 2, y: y), style: base, clip: rect)
    }
  }
}
