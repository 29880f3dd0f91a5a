import Identity

/// The duplicate-name check: the names are counted on the first check and kept up to date by
/// every add, delete and rename.
extension ItemIndex {
  /// Whether an item other than the one named `ownName` (if any) has `name`, ignoring case
  /// and surrounding whitespace; counts `items`' names the first time. An empty name is never
  /// a duplicate.
  func isNameTaken(
    _ name: String, byOtherThan ownName: String?, in items: IdentifiedArray<Item>
  ) -> Bool {
    let key = Self.comparableName(name)
    guard !key.isEmpty, var count = countedNames(in: items)[key] else { return false }
    if let ownName, Self.comparableName(ownName) == key { count -= 1 }
    return count > 0
  }

  /// Counts one more (or fewer) item named `name`, once the names are counted.
  func countName(_ name: String, by delta: Int) {
    guard nameCounts != nil else { return }
    let key = Self.comparableName(name)
    guard !key.isEmpty else { return }
    work.nameCountUpdates += 1
    let count = (nameCounts?[key] ?? 0) + delta
    nameCounts?[key] = count > 0 ? count : nil
  }

  private func countedNames(in items: IdentifiedArray<Item>) -> [String: Int] {
    if let nameCounts { return nameCounts }
    var counts: [String: Int] = [:]
    for item in items {
      let key = Self.comparableName(item.name)
      if !key.isEmpty { counts[key, default: 0] += 1 }
    }
    work.nameCountUpdates += items.count
    nameCounts = counts
    return counts
  }
}
