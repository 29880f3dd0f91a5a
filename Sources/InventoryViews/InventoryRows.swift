import Inventory

/// The inventory's rows as the list reads them: from the model at each access.
///
/// The list keeps its view value (and so its `ForEach`'s data) until the next frame. Holding
/// the model's `IdentifiedArray` there would share its buffers, and the model's next add or
/// delete would copy all 100,000 rows and their id index before changing one; holding the
/// model instead leaves the rows uniquely the model's, so they change in place.
@MainActor
struct InventoryRows: @MainActor RandomAccessCollection {
  let model: InventoryViewModel

  /// Rows of `model`. Reads its rows once, so the body that makes this value is re-evaluated
  /// when they change.
  init(_ model: InventoryViewModel) {
    self.model = model
    _ = model.inventory.count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { model.inventory.count }
  subscript(position: Int) -> ItemRowViewModel { model.inventory[position] }
}
