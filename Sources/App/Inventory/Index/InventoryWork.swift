/// The inventory's per-item work so far, as the parts that do it count it: the row table
/// (row view models made, routes written into them) and the item index (names counted, names
/// the filter tested, ids listed).
///
/// For the tests that guard that launching, a key or a swap does work that grows with what is
/// shown, never with the item count. Counting is an addition in the part that does the work;
/// the view models call nothing to count.
///
/// ```swift
/// @_spi(Work) import Inventory
///
/// let before = inventory.workDone
/// inventory.filter = EditableText("12")
/// #expect(inventory.workDone.filterRowsVisited - before.filterRowsVisited == matchesOf1)
/// ```
public struct InventoryWork: Equatable, Sendable {
  /// Row view models made (see ``InventoryViewModel/row(id:)``).
  public var rowModelsMade = 0
  /// Row view models whose route the inventory wrote or checked while pushing its route.
  public var rowRoutesPushed = 0
  /// Names counted or uncounted by the duplicate-name check.
  public var nameCountUpdates = 0
  /// Items whose name the filter tested: every item when it scans them all, the previous
  /// matches when a typed character narrows them, one item for an add or rename.
  public var filterRowsVisited = 0
  /// Ids copied into a list of the listed rows' ids (``FilteredRows/ids``):
  /// the matches' while the filter is on, none otherwise (the inventory's own list is handed
  /// out).
  public var idsListed = 0
  /// Items whose sort key was read: every item when the sort order changes or the items are
  /// replaced, one item for an add or an edit.
  public var sortKeysRead = 0

  /// No work yet.
  public init() {}
}
