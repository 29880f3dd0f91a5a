import CursesUI
import Inventory
import InventoryViewParts
import TerminalCore

/// A row of the inventory list: name, stock status and colour swatch, in the columns of
/// ``ItemRowColumns``. Out of stock shows in yellow. (The list draws the Duplicate and Delete
/// buttons on the highlighted row.)
/// Equal when it shows the same row model, so the list re-evaluates a row only when the
/// row's own state changes.
struct ItemRowView: View, Equatable {
  let row: ItemRowViewModel

  nonisolated static func == (lhs: ItemRowView, rhs: ItemRowView) -> Bool {
    lhs.row === rhs.row
  }

  var body: some View {
    let item = row.item
    // The columns follow the row's width by the rule both renderers share.
    GeometryReader { proxy in
      let columns = ItemRowColumns(width: proxy.size.width)
      HStack {
        Text(item.name).frame(width: columns.name, alignment: .leading)
        Text(item.status.rowText)
          .foregroundColor(item.status.isInStock ? nil : Self.outOfStockColor)
          .frame(width: columns.status, alignment: .leading)
        Text(swatchOf: item.color, showsName: columns.showsColorName)
          .frame(width: columns.color, alignment: .leading)
      }
    }
  }

  /// Out of stock is said in colour, not by dimming the row: dimmed is how disabled controls
  /// look, and the row's buttons still work.
  static let outOfStockColor = TerminalColor.ansi(.yellow)
}
