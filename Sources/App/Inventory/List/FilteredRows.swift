import Identity

/// The rows the list shows: those whose name contains ``InventoryViewModel/filter``, or
/// every row while the filter is empty, in the order of ``InventoryViewModel/sortOrder``
/// (without one, the inventory's own).
///
/// The inventory's item index keeps them as the positions of the matching items in the list's
/// order, so a position in the list is one array read away from its item and a row's place in
/// the list is a binary search. The highlight, the scroll offset and the list's keys all count in
/// these rows.
///
/// ```swift
/// inventory.filter = EditableText("key")
/// inventory.filteredRows.count              // 1
/// inventory.filteredRows[0].item.name       // "Keyboard"
/// inventory.filteredRows.index(id: Item.keyboard.id)   // 0
/// ```
///
/// Read from the model at each access: holding one keeps no copy of the items, so the model's
/// next change does not copy 100,000 of them. A row's view model is made when it is read (see
/// ``InventoryViewModel/row(id:)``); the count, the ids and the positions make none.
///
/// Reading it in an observation tracks the items and the filter's result.
@MainActor
public struct FilteredRows: @MainActor RandomAccessCollection {
  /// The inventory whose rows these are.
  public let model: InventoryViewModel

  /// The position of the first listed row (always 0).
  public var startIndex: Int { 0 }
  /// The number of listed rows.
  public var endIndex: Int { model.filteredRowCount }
  /// The view model of the listed row at a position of the list.
  public subscript(position: Int) -> ItemRowViewModel { model.filteredRow(at: position) }

  // Positions are plain offsets. The collection defaults would check each against
  // `endIndex`, an observed read of the model, at every step.
  /// The position `distance` rows after `position`.
  public func index(_ position: Int, offsetBy distance: Int) -> Int { position + distance }
  /// The next position.
  public func index(after position: Int) -> Int { position + 1 }
  /// The previous position.
  public func index(before position: Int) -> Int { position - 1 }
  /// The number of rows from `start` to `end`.
  public func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The id of the listed row at a position of the list, without making its view model.
  public func id(at position: Int) -> Item.ID { model.filteredItem(at: position).id }

  /// The position in the list of the row with `id`, or `nil` when it is not listed.
  /// A binary search while the filter is on, a lookup otherwise.
  public func index(id: Item.ID) -> Int? { model.filteredIndex(of: id) }

  /// Whether the row with `id` is listed.
  public func contains(id: Item.ID) -> Bool { index(id: id) != nil }

  /// The ids of the listed rows, in order: the inventory's own list (no copy) while the
  /// filter is empty.
  public var ids: [Item.ID] { model.itemIndex.listedIDs(of: model.items) }
}
