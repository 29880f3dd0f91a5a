/// Handing committed changes to the injected ``InventoryStore``.
///
/// Two places commit: a change of ``InventoryViewModel/inventory`` (rows added or removed,
/// found where the rows are adopted and released) and a change of a row's item (a save after
/// an edit). Nothing else writes, so drafts in open forms never reach the store.
extension InventoryViewModel {
  /// Called by a row of this inventory after its item changed.
  func rowItemDidChange(_ row: ItemRowViewModel) {
    guard inventory[id: row.id] === row else { return }
    commit([.update(row.item)])
  }

  /// Sends `changes` to the store, as one transaction.
  func commit(_ changes: [InventoryChange]) {
    guard !changes.isEmpty, let store = dependencies.store else { return }
    store.commit(changes)
  }
}
