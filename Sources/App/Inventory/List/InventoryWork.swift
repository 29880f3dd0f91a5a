/// Per-item work the inventory reports as it does it, through
/// ``Dependencies/countWork``, for whoever counts it: tests that guard that launching, a key
/// or a swap does work that grows with what is shown, never with the item count. Nothing
/// listens in the app, and a report costs a check of `nil` then.
///
/// ```swift
/// var dependencies = Dependencies(clock: ManualClock(), uuid: .incrementing())
/// dependencies.countWork = { work, amount in if work == .rowModelMade { made += amount } }
/// ```
public enum InventoryWork: Hashable, Sendable {
  /// A row view model made (see ``InventoryViewModel/row(id:)``).
  case rowModelMade
  /// A row view model whose route the inventory wrote or checked while pushing its route.
  case rowRoutePushed
  /// A name counted or uncounted by the duplicate-name check.
  case nameCounted
  /// An item whose name the filter tested: every item when it scans them all, the previous
  /// matches when a typed character narrows them, one item for an add or rename.
  case filterRowVisited
  /// An id copied into a list of the listed rows' ids
  /// (``InventoryViewModel/FilteredRows/ids``): the matches' while the filter is on, none
  /// otherwise (the inventory's own list is handed out).
  case idListed
}
