import CursesImmediate
import Inventory
import InventoryViewParts
import TerminalCore

/// One inventory row: name, stock status (yellow when out of stock) and colour swatch, in
/// the columns every renderer shares (``ItemRowColumns``).
struct ItemRowLine: ImmediateScreen {
  let row: ItemRowViewModel
  let columns: ItemRowColumns

  /// Out of stock is said in colour, as in the other renderers.
  static let outOfStockColor = TerminalColor.ansi(.yellow)

  func draw(_ ui: inout UI) {
    let item = row.item
    let parts = ui.split(
      .horizontal,
      [.length(columns.name), .length(1), .length(columns.status), .length(1), .fill(1)])
    ui.draw(in: parts[0]) { $0.text(item.name) }
    ui.draw(in: parts[2]) { status in
      status.text(
        item.status.rowText,
        style: item.status.isInStock ? .plain : Style(foreground: Self.outOfStockColor))
    }
    ui.draw(in: parts[4]) { swatch in
      guard let color = item.color else {
        swatch.text(SwatchLook.noColorText(showsName: columns.showsColorName))
        return
      }
      swatch.row { line in
        let cells = line.split(.horizontal, [.length(2), .fill(1)])
        line.draw(in: cells[0]) {
          $0.text(SwatchLook.text(for: color), style: SwatchLook.style(for: color))
        }
        guard columns.showsColorName else { return }
        line.draw(in: cells[1]) { $0.text(" \(color.name)") }
      }
    }
  }
}
