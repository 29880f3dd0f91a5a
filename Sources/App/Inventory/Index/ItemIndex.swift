import Foundation
import Identity
import Observation

/// What the inventory knows about its items beyond the items themselves, so that the
/// duplicate-name check, a typed filter character and a look-up in the filtered list need
/// not read every item: how many items have each name, every name folded as the filter
/// compares it, the filter text folded the same way, and which items the filter keeps.
///
/// Only ``matches`` is observed: it decides which rows the list shows. The rest is built on
/// first use and then kept by each add, delete and rename, and nothing on screen depends on
/// it, so building it redraws nothing.
///
/// Built on first use, not at launch: at 100,000 items normalising every name is most of a
/// second's worth of work that a session which never opens a form or types a filter does not
/// need. Until then adds, deletes and renames leave the index alone, since its first use
/// counts whatever items there are.
///
/// A class held by the inventory (so the inventory's stored properties are its state), and
/// isolated to no actor: its loops run once per item, and a closure formed on the main actor
/// is checked to run there at each call. It counts its own per-item work (``work``), for the
/// tests that guard that work grows with what is shown.
///
/// It also keeps the list's sort order (`ItemIndex+Order.swift`): each item's key in the
/// sorted column and every position in sorted order, so the matches stay in the list's order
/// and an add or an edit moves one row into its place by a binary search.
///
/// ```swift
/// let index = ItemIndex()
/// index.isNameTaken("keyboard", byOtherThan: nil, in: items)   // counts the names once
/// index.refilter(to: NameFilter("key"), in: items)               // matches == [0]
/// ```
final class ItemIndex: Observable {
  /// How many items have each comparable name (see ``comparableName(_:)``), `nil` until the
  /// first check.
  var nameCounts: [String: Int]?
  /// The items' names as the filter compares them, in the items' order, `nil` until the
  /// filter's first use.
  var foldedNames: [String]?

  /// The filter text as the folded names are compared with it, `nil` while the filter keeps
  /// every item.
  var nameFilter: NameFilter?

  /// The positions in the items of those the filter keeps, ascending; `nil` for every item.
  /// Observed: reading it in an observation tracks which rows are listed.
  var matches: [Int]? {
    get {
      registrar.access(self, keyPath: \.matches)
      return storedMatches
    }
    set {
      guard newValue != storedMatches else { return }
      registrar.withMutation(of: self, keyPath: \.matches) { storedMatches = newValue }
    }
  }

  /// The column and direction the list is sorted by, `nil` for the items' own order (see
  /// `ItemIndex+Order.swift`).
  private(set) var sortOrder: ItemSortOrder?
  /// Each item's value in the sorted column, by position; empty while unsorted.
  var sortKeys: [ItemSortKey] = []

  /// The positions of every item in the list's order, `nil` while unsorted (the items' own
  /// order). Observed, as ``matches`` is.
  var order: [Int]? {
    get {
      registrar.access(self, keyPath: \.order)
      return storedOrder
    }
    set {
      guard newValue != storedOrder else { return }
      registrar.withMutation(of: self, keyPath: \.order) { storedOrder = newValue }
    }
  }

  /// The per-item work done so far: names counted, names the filter tested, ids listed,
  /// sort keys read.
  var work = InventoryWork()

  private var storedMatches: [Int]?
  private var storedOrder: [Int]?
  private let registrar = ObservationRegistrar()

  /// An index of nothing yet: its first use builds what it needs from the items it is given.
  init() {}

  /// Whether the names are counted: a check costs a lookup from then on.
  var hasNameCounts: Bool { nameCounts != nil }
  /// Whether the names are folded: a filter costs a pass over them from then on.
  var hasFoldedNames: Bool { foldedNames != nil }

  /// Forgets everything built from the items, after they were replaced wholesale.
  func forgetItems() {
    nameCounts = nil
    foldedNames = nil
  }

  /// Changes the matches in place, telling their observers once.
  func updateMatches(_ change: (inout [Int]) -> Void) {
    guard storedMatches != nil else { return }
    registrar.withMutation(of: self, keyPath: \.matches) { change(&storedMatches!) }
  }

  /// Changes the order in place, telling its observers once.
  func updateOrder(_ change: (inout [Int]) -> Void) {
    guard storedOrder != nil else { return }
    registrar.withMutation(of: self, keyPath: \.order) { change(&storedOrder!) }
  }

  /// Sets the sort order; only `ItemIndex+Order.swift` re-sorts what depends on it.
  func setSortOrder(_ newOrder: ItemSortOrder?) { sortOrder = newOrder }

  /// The folded names of `items`, folded now if they were not.
  func folded(_ items: IdentifiedArray<Item>) -> [String] {
    if let foldedNames { return foldedNames }
    var names: [String] = []
    names.reserveCapacity(items.count)
    for item in items.elements { names.append(NameFilter.folded(item.name)) }
    foldedNames = names
    return names
  }
}
