/// The work the inventory's parts have counted, read by the tests that guard its scale.
extension InventoryViewModel {
  /// The per-item work the inventory's row table and item index have counted so far.
  @_spi(Work) public var workDone: InventoryWork {
    var work = itemIndex.work
    work.rowModelsMade = rowModels.work.rowModelsMade
    work.rowRoutesPushed = rowModels.work.rowRoutesPushed
    return work
  }
}
