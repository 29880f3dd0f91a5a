/// The order the inventory list shows its items in: by a column, ascending or descending.
/// `nil` where it is held (``InventoryViewModel/sortOrder``) is the inventory's own order, the
/// order items were added in.
///
/// It reads and prints itself as a link's `sort` value and as the saved session keeps it:
/// `name`, `quantity` or `color`, ascending; with a `-` in front, descending. Items with the
/// same value keep the inventory's order, whichever way the column runs.
///
/// ```swift
/// let order = ItemSortOrder(parsing: "-quantity")   // most in stock first
/// order?.description                               // "-quantity"
/// ItemSortOrder(.name).toggled(toColumn: .name)      // -name: a second click reverses
/// ItemSortOrder(.color).nextColumn                   // nil: the inventory's own order
/// ```
public struct ItemSortOrder: Hashable, Sendable, CustomStringConvertible {
  /// What the list can be sorted by.
  public enum Column: String, CaseIterable, Hashable, Sendable {
    /// The name, ignoring case and diacritics as the filter does.
    case name
    /// The stock: out of stock first (not on back order, then on back order), then in stock
    /// from the fewest.
    case quantity
    /// The colour's name; no colour ("None") first.
    case color
  }

  /// The column sorted by.
  public var column: Column
  /// Whether the smallest value comes first.
  public var isAscending: Bool

  /// An order by `column`, ascending unless told otherwise.
  public init(_ column: Column, isAscending: Bool = true) {
    self.column = column
    self.isAscending = isAscending
  }

  /// Reads `name`, `quantity` or `color`, each with `-` in front for descending; `nil` for
  /// anything else.
  public init?(parsing text: String) {
    let isDescending = text.hasPrefix("-")
    guard let column = Column(rawValue: isDescending ? String(text.dropFirst()) : text) else {
      return nil
    }
    self.init(column, isAscending: !isDescending)
  }

  /// `name` or `-name`, as ``init(parsing:)`` reads it.
  public var description: String { isAscending ? column.rawValue : "-" + column.rawValue }

  /// The order after a click on `column`'s header: the same column reversed, another one
  /// ascending.
  public func toggled(toColumn column: Column) -> ItemSortOrder {
    column == self.column ? reversed : ItemSortOrder(column)
  }

  /// The same column the other way.
  public var reversed: ItemSortOrder { ItemSortOrder(column, isAscending: !isAscending) }

  /// The next column, ascending, and after the last one `nil`, the inventory's own order:
  /// what the sort key steps through.
  public var nextColumn: ItemSortOrder? {
    let columns = Column.allCases
    guard let index = columns.firstIndex(of: column), index + 1 < columns.count else {
      return nil
    }
    return ItemSortOrder(columns[index + 1])
  }
}

extension ItemSortOrder: Codable {
  /// Reads the order as its text (``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let order = ItemSortOrder(parsing: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "not a sort order: \(text)"))
    }
    self = order
  }

  /// Writes the order as its text (``description``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
