import Foundation
import Identity

/// A thing in the inventory: a name, an optional colour and a stock status.
///
/// Items are plain values; the view models own them and hand out copies to edit.
///
/// ```swift
/// let mouse = Item(name: "Mouse", color: .black, status: .inStock(quantity: 3))
/// mouse.status.isInStock  // true
/// ```
public struct Item: Identifiable, Hashable, Sendable, Codable {
  /// The stable identity of the item, also used in deep links.
  public var id: UUID
  /// The display name, shown in the list and edited in the form.
  public var name: String

  /// Whether the name has something other than white space: an item without one cannot be
  /// added or saved.
  public var hasName: Bool { name.contains { !$0.isWhitespace } }

  /// The most characters typing can put into a name: the form stops taking characters there
  /// and says so. A longer name from elsewhere (a deep link, the store) is kept whole.
  public static let maximumNameLength = 100
  /// The item's colour, or `nil` for "None".
  public var color: Color?
  /// Whether the item is in stock, and how many or whether it is on back order.
  public var status: Status

  /// Creates an item.
  ///
  /// View models pass an id from their injected ``UUIDGenerator``; the default is for
  /// previews and tests that do not care.
  public init(id: UUID = UUID(), name: String, color: Color? = nil, status: Status) {
    self.id = id
    self.name = name
    self.color = color
    self.status = status
  }

  /// Whether an item is in stock.
  public enum Status: Hashable, Sendable, Codable {
    /// The item is in stock with this many units.
    case inStock(quantity: Int)
    /// The item is sold out; it may be on back order.
    case outOfStock(isOnBackOrder: Bool)

    /// `true` for ``inStock(quantity:)``.
    public var isInStock: Bool {
      if case .inStock = self { return true }
      return false
    }

    /// The quantity when in stock, `nil` when out of stock.
    public var quantity: Int? {
      if case .inStock(let quantity) = self { return quantity }
      return nil
    }

    /// Whether an out-of-stock item is on back order; `nil` when in stock.
    public var isOnBackOrder: Bool? {
      if case .outOfStock(let isOnBackOrder) = self { return isOnBackOrder }
      return nil
    }
  }

  /// A copy of this item with a new identity and the same name, colour and status.
  ///
  /// ```swift
  /// let copy = Item.keyboard.duplicate(id: uuid())
  /// copy.name == Item.keyboard.name  // true
  /// copy.id == Item.keyboard.id      // false
  /// ```
  public func duplicate(id: UUID = UUID()) -> Item {
    Item(id: id, name: name, color: color, status: status)
  }
}
