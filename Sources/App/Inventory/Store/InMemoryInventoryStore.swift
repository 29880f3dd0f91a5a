import Identity

/// An ``InventoryStore`` in memory: keeps the items the commits describe, and every commit.
///
/// What view-model tests use to see what the models commit; the app runs with no store at all
/// for `--no-store`.
///
/// ```swift
/// let store = InMemoryInventoryStore(items: Item.seed)
/// // … drive the models …
/// store.items.map(\.name)   // the inventory as a store would hold it
/// store.commits             // [[.insert(…)], [.update(…)], …]
/// ```
@MainActor
public final class InMemoryInventoryStore: InventoryStore {
  /// The stored items, in order.
  public private(set) var items: IdentifiedArray<Item>
  /// Every commit received, in order; each is one transaction.
  public private(set) var commits: [[InventoryChange]] = []

  /// A store holding `items`.
  public init(items: [Item] = []) {
    self.items = IdentifiedArray(uniqueElements: items)
  }

  /// Applies `changes` to ``items`` and records them.
  public func commit(_ changes: [InventoryChange]) {
    commits.append(changes)
    for change in changes {
      switch change {
      case .insert(let item, let after):
        let index = after.flatMap { items.index(id: $0).map { $0 + 1 } } ?? 0
        items.insert(item, at: index)
      case .update(let item):
        if items.contains(id: item.id) { items[id: item.id] = item }
      case .delete(let id):
        items.remove(id: id)
      }
    }
  }
}
