import CursesUI
import Inventory
import TerminalCore

/// A row of the inventory list: name, stock status, colour swatch and the Duplicate and
/// Delete buttons (clickable; on keys they are `d` and `x`). Out of stock shows in yellow.
/// Equal when it shows the same row model, so the list re-evaluates a row only when the
/// row's own state changes.
struct ItemRowView: View, Equatable {
  let row: ItemRowViewModel

  nonisolated static func == (lhs: ItemRowView, rhs: ItemRowView) -> Bool {
    lhs.row === rhs.row
  }

  var body: some View {
    let item = row.item
    HStack {
      Text(item.name).frame(maxWidth: 18, alignment: .leading).layoutPriority(2)
      Text(Self.status(item.status))
        .style { if !item.status.isInStock { $0.foreground = Self.outOfStockColor } }
        .frame(maxWidth: 27, alignment: .leading)
        .layoutPriority(2)
      ColorSwatch(color: item.color).frame(maxWidth: 9, alignment: .leading).layoutPriority(1)
      Spacer()
      Button("Duplicate") { row.duplicateButtonTapped() }.focusable(false).layoutPriority(3)
      Button("Delete") { row.deleteButtonTapped() }.focusable(false).layoutPriority(3)
    }
  }

  /// Out of stock is said in colour, not by dimming the row: dimmed is how disabled controls
  /// look, and the row's buttons still work.
  static let outOfStockColor = TerminalColor.ansi(.yellow)

  static func status(_ status: Item.Status) -> String {
    switch status {
    case .inStock(let quantity): "In stock: \(quantity)"
    case .outOfStock(let isOnBackOrder):
      isOnBackOrder ? "Out of stock: on back order" : "Out of stock"
    }
  }
}
