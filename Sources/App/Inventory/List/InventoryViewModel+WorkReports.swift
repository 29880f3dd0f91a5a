extension InventoryViewModel {
  /// Tells ``Dependencies/countWork`` of per-item work, if anyone listens.
  func reportWork(_ work: InventoryWork, _ amount: Int = 1) {
    dependencies.countWork?(work, amount)
  }
}
