import Identity

/// An inventory shown before all its items are read.
///
/// A launch from a large store reads the first screenful of items in a millisecond and the
/// rest in a good fraction of a second. It shows the first ones at once, in an inventory that
/// knows how many there are in all (``itemsBeingLoaded``; the summary says "loading"), and
/// hands over every item when they are in. Nothing acts on the inventory meanwhile: the
/// launch reads no input until then.
///
/// ```swift
/// let inventory = InventoryViewModel(showing: first, whileLoading: 1_000_000)
/// // … the first frame …
/// inventory.finishLoading(try load.wait())
/// ```
extension InventoryViewModel {
  /// An inventory of `firstItems` (the first of the items, in order) that says it has
  /// `count` items, the rest still being read.
  public convenience init(
    showing firstItems: IdentifiedArray<Item>, whileLoading count: Int,
    dependencies: Dependencies = .live
  ) {
    self.init(items: firstItems, dependencies: dependencies)
    itemsBeingLoaded = count
  }

  /// Takes every item in, in place of the first ones: nothing is written to the store (the
  /// items came from it), and the rows' view models, the highlight and the scroll position
  /// carry over, as the first items are the same.
  public func finishLoading(_ allItems: IdentifiedArray<Item>) {
    storedItems = allItems
    itemsBeingLoaded = nil
    summary = StockSummary(counting: allItems)
    itemIndex.refilterAll(allItems)
    clampScrollOffset()
    pushItemsToRows()
  }
}
