extension InventoryViewModel {
  /// Counts of the inventory's per-item work since it was made: what the tests read to check
  /// that launching does no per-item work that can wait, and that a single add or delete
  /// touches a few items rather than all of them. Plain additions, kept in release builds
  /// too, so the figures the tests guard are the ones the app runs with.
  struct WorkCounts: Equatable {
    /// Row view models made (see ``InventoryViewModel/row(id:)``).
    var rowModelsMade = 0
    /// Row view models whose route this inventory wrote or checked while pushing its route.
    var rowRoutesPushed = 0
    /// Names counted or uncounted by the duplicate-name check.
    var nameCountUpdates = 0
    /// Items whose name the filter tested: every item when it scans them all, the previous
    /// matches when a typed character narrows them, one item for an add or rename.
    var filterRowsVisited = 0
    /// Ids copied into a list of the listed rows' ids (``FilteredRows/ids``): the matches'
    /// while the filter is on, none otherwise (the inventory's own list is handed out).
    var idsListed = 0
  }
}
