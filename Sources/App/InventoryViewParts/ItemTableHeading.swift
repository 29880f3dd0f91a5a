import Inventory

/// The inventory list's header row, the same in every renderer: a title over each of the
/// row's columns (``ItemRowColumns``), the sorted one marked ▲ or ▼, and the column a click
/// on a title sorts by (``InventoryViewModel/sortHeaderTapped(_:)``).
///
/// ```swift
/// TableHeader(
///   ItemTableHeading.titles(columns), widths: ItemTableHeading.widths(columns),
///   sorted: ItemTableHeading.sorted(model.sortOrder)
/// ) { index in model.sortHeaderTapped(ItemTableHeading.columns[index]) }
/// ```
public enum ItemTableHeading {
  /// The titles, in the row's order: name, stock status, colour ("Col" over a column of
  /// swatches without their names, where "Colour" has no room).
  public static func titles(_ columns: ItemRowColumns) -> [String] {
    ["Name", "Stock", columns.showsColorName ? "Colour" : "Col"]
  }
  /// The column each title sorts by.
  public static let columns: [ItemSortOrder.Column] = [.name, .quantity, .color]

  /// The widths of the row's columns, in the titles' order.
  public static func widths(_ columns: ItemRowColumns) -> [Int] {
    [columns.name, columns.status, columns.color]
  }

  /// The column `order` sorts by, by its index, and whether ascending; `nil` unsorted.
  public static func sorted(_ order: ItemSortOrder?) -> (column: Int, ascending: Bool)? {
    guard let order, let index = columns.firstIndex(of: order.column) else { return nil }
    return (index, order.isAscending)
  }
}
