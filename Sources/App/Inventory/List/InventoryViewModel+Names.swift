/// The duplicate-name check, through the inventory's ``ItemIndex``: the names are counted on
/// the first check and kept up to date by every add, delete and rename.
extension InventoryViewModel {
  /// Whether an item other than `id` has `name`, ignoring case and surrounding whitespace.
  /// An empty name is never a duplicate. Constant time once the names are counted.
  public func isNameTaken(_ name: String, excluding id: Item.ID) -> Bool {
    let wasCounted = itemIndex.hasNameCounts
    let isTaken = itemIndex.isNameTaken(
      name, byOtherThan: storedItems[id: id]?.name, in: storedItems)
    if !wasCounted, itemIndex.hasNameCounts { reportWork(.nameCounted, storedItems.count) }
    return isTaken
  }

  /// The checker handed to the forms this inventory owns.
  var nameChecker: @MainActor (String, Item.ID) -> Bool {
    { [weak self] name, id in self?.isNameTaken(name, excluding: id) ?? false }
  }

  /// Counts one more (or fewer) item with `name`, if the names are counted yet.
  func countName(_ name: String, by delta: Int) {
    if itemIndex.countName(name, by: delta) { reportWork(.nameCounted) }
  }
}
