import Foundation
import Identity

/// What the inventory knows about its items beyond the items themselves, so that the
/// duplicate-name check and a typed filter character need not read every item: how many items
/// have each name, every name folded as the filter compares it, and the filter text folded
/// the same way. None of it is state a user sees: the names are built on first use and then
/// kept by each add, delete and rename, the filter follows the filter's text.
///
/// Built on first use, not at launch: at 100,000 items normalising every name is most of a
/// second's worth of work that a session which never opens a form or types a filter does not
/// need. Until then adds, deletes and renames leave an index alone, since its first use
/// counts whatever items there are.
///
/// A plain value: nothing in it is isolated to an actor, since its loops run once per item
/// and a closure formed on the main actor is checked to run there at each call.
///
/// ```swift
/// var index = ItemIndex()
/// index.isNameTaken("keyboard", byOtherThan: nil, in: items)   // counts the names once
/// index.nameChanged(from: "Keyboard", to: "Mouse")              // keeps the counts right
/// ```
struct ItemIndex {
  /// How many items have each comparable name (see ``comparableName(_:)``), `nil` until the
  /// first check.
  private var nameCounts: [String: Int]?
  /// The items' names as the filter compares them, in the items' order, `nil` until the
  /// filter's first use.
  private var foldedNames: [String]?

  /// The filter text as the folded names are compared with it, `nil` while the filter keeps
  /// every item.
  var nameFilter: NameFilter?

  /// Whether the names are counted: a check costs a lookup from then on.
  var hasNameCounts: Bool { nameCounts != nil }
  /// Whether the names are folded: a filter costs a pass over them from then on.
  var hasFoldedNames: Bool { foldedNames != nil }

  /// Forgets everything built from the items, after they were replaced wholesale.
  mutating func forgetItems() {
    nameCounts = nil
    foldedNames = nil
  }

  // MARK: The duplicate-name check

  /// Whether an item other than the one named `ownName` (if any) has `name`, ignoring case
  /// and surrounding whitespace; counts `items`' names the first time. An empty name is never
  /// a duplicate.
  mutating func isNameTaken(
    _ name: String, byOtherThan ownName: String?, in items: IdentifiedArray<Item>
  ) -> Bool {
    let key = Self.comparableName(name)
    guard !key.isEmpty, var count = countedNames(in: items)[key] else { return false }
    if let ownName, Self.comparableName(ownName) == key { count -= 1 }
    return count > 0
  }

  /// Counts one more (or fewer) item named `name`, once the names are counted. Returns
  /// whether it counted.
  @discardableResult
  mutating func countName(_ name: String, by delta: Int) -> Bool {
    guard nameCounts != nil else { return false }
    let key = Self.comparableName(name)
    guard !key.isEmpty else { return false }
    let count = (nameCounts?[key] ?? 0) + delta
    nameCounts?[key] = count > 0 ? count : nil
    return true
  }

  private mutating func countedNames(in items: IdentifiedArray<Item>) -> [String: Int] {
    if let nameCounts { return nameCounts }
    var counts: [String: Int] = [:]
    for item in items {
      let key = Self.comparableName(item.name)
      if !key.isEmpty { counts[key, default: 0] += 1 }
    }
    nameCounts = counts
    return counts
  }

  // MARK: The filter's folded names

  /// The positions in `items` whose names `filter` keeps, ascending; folds the names the
  /// first time.
  mutating func matches(of filter: NameFilter, in items: IdentifiedArray<Item>) -> [Int] {
    let names = folded(items)
    var matches: [Int] = []
    for position in names.indices where filter.matches(folded: names[position]) {
      matches.append(position)
    }
    return matches
  }

  /// Those of `candidates` (positions in `items`) whose names `filter` keeps: the matches of
  /// a filter that narrows the one `candidates` matched.
  mutating func matches(
    of filter: NameFilter, among candidates: [Int], in items: IdentifiedArray<Item>
  ) -> [Int] {
    let names = folded(items)
    var matches: [Int] = []
    for position in candidates where filter.matches(folded: names[position]) {
      matches.append(position)
    }
    return matches
  }

  /// Whether `filter` keeps the item at `position` of `items`.
  mutating func filter(
    _ filter: NameFilter, keeps position: Int, in items: IdentifiedArray<Item>
  ) -> Bool {
    filter.matches(folded: folded(items)[position])
  }

  /// After `item` was appended to the items.
  mutating func itemAppended(_ item: Item) {
    foldedNames?.append(NameFilter.folded(item.name))
  }

  /// After the item at `position` was removed from the items.
  mutating func itemRemoved(at position: Int) {
    foldedNames?.remove(at: position)
  }

  /// After the item at `position` was renamed `name`.
  mutating func itemRenamed(at position: Int, to name: String) {
    foldedNames?[position] = NameFilter.folded(name)
  }

  private mutating func folded(_ items: IdentifiedArray<Item>) -> [String] {
    if let foldedNames { return foldedNames }
    var names: [String] = []
    names.reserveCapacity(items.count)
    for item in items.elements { names.append(NameFilter.folded(item.name)) }
    foldedNames = names
    return names
  }
}
