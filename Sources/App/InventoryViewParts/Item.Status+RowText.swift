import Inventory

extension Item.Status {
  /// How an inventory row says the stock status, the same in every renderer; the longest,
  /// "Out of stock: on back order", is ``ItemRowColumns/statusWidth`` columns.
  ///
  /// ```swift
  /// Item.Status.inStock(quantity: 3).rowText  // "In stock: 3"
  /// ```
  public var rowText: String {
    switch self {
    case .inStock(let quantity): "In stock: \(quantity)"
    case .outOfStock(let isOnBackOrder):
      isOnBackOrder ? "Out of stock: on back order" : "Out of stock"
    }
  }
}
