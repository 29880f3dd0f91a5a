/// The duplicate-name check, through the inventory's ``ItemIndex``: the names are counted on
/// the first check and kept up to date by every add, delete and rename.
extension InventoryViewModel {
  /// Whether an item other than `id` has `name`, ignoring case and surrounding whitespace.
  /// An empty name is never a duplicate. Constant time once the names are counted.
  public func isNameTaken(_ name: String, excluding id: Item.ID) -> Bool {
    itemIndex.isNameTaken(name, byOtherThan: storedItems[id: id]?.name, in: storedItems)
  }

  /// The checker handed to the forms this inventory owns.
  var nameChecker: @MainActor (String, Item.ID) -> Bool {
    { [weak self] name, id in self?.isNameTaken(name, excluding: id) ?? false }
  }
}
