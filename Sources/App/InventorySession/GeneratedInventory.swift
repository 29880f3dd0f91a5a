import Foundation
import Identity
import Inventory

/// Inventories of any size for `--items N`, to try the app at scale.
///
/// Items are "Item 1" … "Item N" with ids `00000000-0000-0000-0000-00000000000N` (hex), so
/// deep links into a generated inventory work across launches too. Colours cycle through the
/// defaults and every third item is out of stock.
public enum GeneratedInventory {
  /// `count` generated items, in order.
  public static func items(count: Int) -> [Item] {
    let ids = UUIDGenerator.incrementing(from: 1)
    return (0..<count).map { index in
      let number = index + 1
      return Item(
        id: ids(),
        name: "Item \(number)",
        color: Color.defaults[(number - 1) % Color.defaults.count],
        status: number % 3 == 0
          ? .outOfStock(isOnBackOrder: number % 2 == 0) : .inStock(quantity: number % 100))
    }
  }

  /// An app on tab One over `count` generated items.
  @MainActor
  public static func app(count: Int, dependencies: Dependencies) -> AppViewModel {
    AppViewModel(
      inventoryViewModel: InventoryViewModel(
        items: IdentifiedArray(uniqueElements: items(count: count)), dependencies: dependencies))
  }
}
