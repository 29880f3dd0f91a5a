import Identity
import Inventory

/// The inventory's listed rows (those the filter keeps) as the list reads them: from the
/// model at each access.
///
/// The list keeps its view value (and so its `ForEach`'s data) until the next frame. Holding
/// the model's `IdentifiedArray` there would share its buffers, and the model's next add or
/// delete would copy all 100,000 rows and their id index before changing one; holding the
/// model instead leaves the rows uniquely the model's, so they change in place.
@MainActor
struct InventoryRows: @MainActor RandomAccessCollection {
  let model: InventoryViewModel

  /// Listed rows of `model`. Reads them once, so the body that makes this value is
  /// re-evaluated when the rows or the filter's result change.
  init(_ model: InventoryViewModel) {
    self.model = model
    _ = model.filteredRows.count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { model.filteredRows.count }
  subscript(position: Int) -> ItemRowViewModel { model.filteredRows[position] }

  // Positions are plain offsets. The collection defaults would check each against
  // `endIndex`, an observed read of the model, two or three times per row a list reads.
  func index(_ position: Int, offsetBy distance: Int) -> Int { position + distance }
  func index(after position: Int) -> Int { position + 1 }
  func index(before position: Int) -> Int { position - 1 }
  func distance(from start: Int, to end: Int) -> Int { end - start }
}
