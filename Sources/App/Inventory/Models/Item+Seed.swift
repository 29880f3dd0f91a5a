import Foundation
import Identity

/// The reference app's four items, with fixed ids so that deep links work across launches.
///
/// The ids all start with `5EED` ("seed") and end in the item's position:
///
/// | Item       | id                                     |
/// |------------|----------------------------------------|
/// | Keyboard   | `5EED0000-0000-0000-0000-000000000001` |
/// | Charger    | `5EED0000-0000-0000-0000-000000000002` |
/// | Phone      | `5EED0000-0000-0000-0000-000000000003` |
/// | Headphones | `5EED0000-0000-0000-0000-000000000004` |
///
/// So `nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit` always edits the Keyboard.
/// They cannot collide with ``UUIDGenerator/incrementing(from:)``, whose ids start with zeros.
extension Item {
  /// Keyboard, blue, 100 in stock. Id `5EED0000-0000-0000-0000-000000000001`.
  public static let keyboard = Item(
    id: seedID(1), name: "Keyboard", color: .blue, status: .inStock(quantity: 100))

  /// Charger, yellow, 20 in stock. Id `5EED0000-0000-0000-0000-000000000002`.
  public static let charger = Item(
    id: seedID(2), name: "Charger", color: .yellow, status: .inStock(quantity: 20))

  /// Phone, green, out of stock and on back order. Id `5EED0000-0000-0000-0000-000000000003`.
  public static let phone = Item(
    id: seedID(3), name: "Phone", color: .green, status: .outOfStock(isOnBackOrder: true))

  /// Headphones, green, out of stock and not on back order.
  /// Id `5EED0000-0000-0000-0000-000000000004`.
  public static let headphones = Item(
    id: seedID(4), name: "Headphones", color: .green, status: .outOfStock(isOnBackOrder: false))

  /// The seed inventory in the reference app's order: Keyboard, Charger, Phone, Headphones.
  public static let seed: [Item] = [.keyboard, .charger, .phone, .headphones]

  /// `5EED0000-0000-0000-0000-0000000000NN`, built from bytes so no string parsing can fail.
  private static func seedID(_ number: UInt8) -> UUID {
    UUID(uuid: (0x5E, 0xED, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
  }
}
