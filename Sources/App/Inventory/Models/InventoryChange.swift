import Foundation

/// One change to the inventory's items, as the view models commit it to an ``InventoryStore``.
///
/// A user action commits its changes together: "Add" is one `.insert`, "Save" after an edit is
/// one `.update`, "Delete" is one `.delete`.
///
/// ```swift
/// store.commit([.insert(mouse, after: Item.headphones.id)])
/// store.commit([.update(renamedMouse)])
/// store.commit([.delete(mouse.id)])
/// ```
public enum InventoryChange: Hashable, Sendable {
  /// A new item, placed right after the item with id `after` (first when `nil`).
  case insert(Item, after: Item.ID?)
  /// New contents for the item with the same id.
  case update(Item)
  /// The item with this id is gone.
  case delete(Item.ID)
}
