import CursesUI
import Inventory

/// The inventory list's header row in CursesUI: ``ItemTableHeading`` over the row columns of
/// a list `rowWidth` wide (the rows' content, without the highlight mark and row actions).
/// Reads only the sort order, so a sort redraws the header and a typed filter does not.
///
/// ```swift
/// GeometryReader { proxy in
///   ItemTableHeader(model: model, rowWidth: list.rowContentWidth(listWidth: proxy.size.width))
/// }
/// ```
public struct ItemTableHeader: View {
  let model: InventoryViewModel
  let rowWidth: Int

  /// The header of `model`'s list, over rows of `rowWidth` columns.
  public init(model: InventoryViewModel, rowWidth: Int) {
    self.model = model
    self.rowWidth = rowWidth
  }

  /// The titles over the columns; a click sorts.
  public var body: some View {
    let columns = ItemRowColumns(width: rowWidth)
    return TableHeader(
      ItemTableHeading.titles(columns), widths: ItemTableHeading.widths(columns),
      sorted: ItemTableHeading.sorted(model.sortOrder)
    ) { [model] index in model.sortHeaderTapped(ItemTableHeading.columns[index]) }
  }
}
