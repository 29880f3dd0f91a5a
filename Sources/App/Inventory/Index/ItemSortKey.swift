/// An item's value in the column the list is sorted by, as the sort compares it: a rank,
/// then a text (see ``ItemSortKey/init(_:by:)``).
///
/// ```swift
/// ItemSortKey(.keyboard, by: .quantity) < ItemSortKey(.charger, by: .quantity)
/// ```
struct ItemSortKey: Comparable, Sendable {
  /// Compared first: the stock for `quantity`, whether there is a colour for `color`.
  let rank: Int
  /// Compared when the ranks are equal: the folded name for `name`, the colour's for `color`.
  let text: String

  /// The key of `item` in `column`:
  /// - `name`: the name folded as the filter folds it (case and diacritics ignored);
  /// - `quantity`: out of stock and not on back order, then on back order, then the quantity;
  /// - `color`: no colour first, then the colour's folded name.
  init(_ item: Item, by column: ItemSortOrder.Column) {
    switch column {
    case .name:
      (rank, text) = (0, NameFilter.folded(item.name))
    case .quantity:
      switch item.status {
      case .outOfStock(let isOnBackOrder): (rank, text) = (isOnBackOrder ? -1 : -2, "")
      case .inStock(let quantity): (rank, text) = (quantity, "")
      }
    case .color:
      (rank, text) = item.color.map { (1, NameFilter.folded($0.name)) } ?? (0, "")
    }
  }

  static func < (lhs: ItemSortKey, rhs: ItemSortKey) -> Bool {
    lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.text < rhs.text
  }
}
