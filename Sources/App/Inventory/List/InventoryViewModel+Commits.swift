/// Handing committed changes to the injected ``InventoryStore``.
///
/// Changes of ``InventoryViewModel/items`` commit: the model's own (add, duplicate, delete, a
/// row's save or rename) and an assignment of all the items. Nothing else writes, so drafts in
/// open forms never reach the store.
extension InventoryViewModel {
  /// Sends `changes` to the store, as one transaction.
  func commit(_ changes: [InventoryChange]) {
    guard !changes.isEmpty, let store = dependencies.store else { return }
    store.commit(changes)
  }
}
