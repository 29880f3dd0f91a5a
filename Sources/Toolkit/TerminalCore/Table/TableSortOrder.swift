/// The order a table's rows are shown in: a column, by its id, ascending or descending.
///
/// A model holds it (`var sortOrder: TableSortOrder?`, `nil` for the data's own order) and
/// sorts its rows by it; both frameworks' tables show it (▲ or ▼ by the column's title) and
/// change it through a binding when a header is clicked or the sort key pressed. It reads and
/// writes itself as a deep link's query value: `name` ascending, `-name` descending.
///
/// ```swift
/// var order = TableSortOrder(column: "name")
/// order = order.toggled(toColumn: "name")   // -name: a second click reverses
/// order = order.toggled(toColumn: "quantity")  // quantity, ascending
/// TableSortOrder(parsing: "-name")?.isAscending  // false
/// ```
public struct TableSortOrder: Hashable, Sendable, CustomStringConvertible {
  /// The id of the column sorted by.
  public var column: String
  /// Whether the smallest value comes first.
  public var isAscending: Bool

  /// An order by `column`, ascending unless told otherwise.
  public init(column: String, isAscending: Bool = true) {
    self.column = column
    self.isAscending = isAscending
  }

  /// Reads `name` (ascending) or `-name` (descending); `nil` for an empty name or one of
  /// anything but letters, digits, `_` and `.`.
  public init?(parsing text: String) {
    let isDescending = text.hasPrefix("-")
    let name = isDescending ? String(text.dropFirst()) : text
    guard !name.isEmpty,
      name.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == ".")
      })
    else { return nil }
    self.init(column: name, isAscending: !isDescending)
  }

  /// `name` or `-name`, as ``init(parsing:)`` reads it.
  public var description: String { isAscending ? column : "-" + column }

  /// The order after a click on `column`'s header: the same column reversed, another one
  /// ascending.
  public func toggled(toColumn column: String) -> TableSortOrder {
    column == self.column
      ? TableSortOrder(column: column, isAscending: !isAscending)
      : TableSortOrder(column: column)
  }

  /// The order after the sort key: the next of `columns` (the sortable ones, in order),
  /// ascending; the first when this order's column is not among them.
  public func next(among columns: [String]) -> TableSortOrder {
    guard !columns.isEmpty else { return self }
    let index = columns.firstIndex(of: column).map { ($0 + 1) % columns.count } ?? 0
    return TableSortOrder(column: columns[index])
  }
}

extension TableSortOrder? {
  /// The order after a click on `column`'s header, from no order at all too.
  public func toggled(toColumn column: String) -> TableSortOrder {
    self?.toggled(toColumn: column) ?? TableSortOrder(column: column)
  }

  /// The order after the sort key (`s`: the next of the `sortable` columns) or the reverse
  /// key (`S`: the same column the other way); from no order, the first column ascending.
  /// `nil` when no column sorts.
  ///
  /// ```swift
  /// TableSortOrder?.none.afterSortKey(reversing: false, among: ["name", "qty"])  // name
  /// TableSortOrder(column: "name").afterSortKey(reversing: true, among: ["name"])  // -name
  /// ```
  public func afterSortKey(reversing: Bool, among sortable: [String]) -> TableSortOrder? {
    guard let first = sortable.first else { return nil }
    guard var order = self else { return TableSortOrder(column: first) }
    if reversing {
      order.isAscending.toggle()
      return order
    }
    return order.next(among: sortable)
  }

  /// The column of `columns` (by id) this order sorts, and whether ascending: what a header
  /// marks with ▲ or ▼.
  public func sortedColumn(in columns: [String]) -> (column: Int, ascending: Bool)? {
    guard let order = self, let index = columns.firstIndex(of: order.column) else { return nil }
    return (index, order.isAscending)
  }
}
