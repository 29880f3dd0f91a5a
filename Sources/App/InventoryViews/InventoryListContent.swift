import CursesUI
import Inventory
import InventoryViewParts

/// The inventory screen's content without its navigation: the summary header with the filter,
/// the columns' titles (a click sorts), then the lazy list of rows. ``InventoryView`` puts it in a navigation stack with the
/// route's screens; the imperative shell hosts it in a CursesKit controller whose flow
/// coordinator presents and pushes those screens instead.
public struct InventoryListContent: View {
  let model: InventoryViewModel

  /// The content of `model`'s screen.
  public init(model: InventoryViewModel) { self.model = model }

  /// The header over the titles over the list.
  public var body: some View {
    let list = List(
      highlight: Binding(model, \.highlightedRowID),
      scrollOffset: Binding(model, \.scrollOffset)
    ) {
      ForEach(InventoryRows(model)) { row in ItemRowView(row: row) }
    }
    .onActivate { id in model.row(id: id)?.setEditNavigation(isActive: true) }
    .index { id in model.filteredRows.index(id: id) }
    .rowActions([
      ListRowAction("Duplicate") { id in model.row(id: id)?.duplicateButtonTapped() },
      ListRowAction("Delete") { id in model.row(id: id)?.deleteButtonTapped() },
    ])
    return VStack {
      SummaryHeaderView(model: model)
      // The titles over the rows' columns: the same width rule as the rows'.
      GeometryReader { proxy in
        ItemTableHeader(model: model, rowWidth: list.rowContentWidth(listWidth: proxy.size.width))
      }
      .frame(height: 1)
      list
        .focused(Binding(model, \.focus), equals: .list)
        .onGeometryChange(for: Int.self, of: { $0.size.height }) { rows in
          model.visibleRowCount = rows
        }
    }
  }
}
