/// Where the view models commit the inventory's changes: the port a storage module implements.
///
/// `Inventory` knows nothing of files or databases. An ``InventoryViewModel`` whose
/// ``Dependencies/store`` is set hands every committed change to it, at the moment the model
/// commits it: a row added (Add, Duplicate), a row's item replaced (Save after an edit), a row
/// removed (Delete). Drafts in open forms are not commits; they are session state (see
/// ``SessionState``).
///
/// ```swift
/// let store = InMemoryInventoryStore(items: Item.seed)
/// let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing(),
///                                                   store: store))
/// ```
@MainActor
public protocol InventoryStore: AnyObject, Sendable {
  /// Writes `changes` all together before returning, in the order given.
  ///
  /// The model does not wait for an answer: a store that cannot write reports it on its own
  /// channel (the session shows it), and the model keeps the change in memory.
  func commit(_ changes: [InventoryChange])
}
