/// The rows' view models: made when asked for, found again while they live.
///
/// An inventory of 1,000,000 items holds 1,000,000 values and a few dozen row view models: the
/// rows a renderer shows (each holds the view model of a row it draws) and the row whose
/// screen is open (held by ``InventoryViewModel/route``'s row). Asking twice for the same row
/// while either holds it gives the same object, so what one renderer observes the other
/// changes.
extension InventoryViewModel {
  /// The view model of the row with `id`, made if none exists; `nil` for an id not in
  /// ``items``. Its route is this inventory's route into that row, if any.
  ///
  /// ```swift
  /// inventory.row(id: Item.keyboard.id)?.deleteButtonTapped()   // the delete alert opens
  /// ```
  public func row(id: Item.ID) -> ItemRowViewModel? {
    if let row = rowModels.row(id: id) { return row }
    guard let item = storedItems[id: id] else { return nil }
    return makeRow(item)
  }

  /// The view model of the row at `position` in ``items``, made if none exists.
  func row(at position: Int) -> ItemRowViewModel {
    let item = storedItems[position]
    return rowModels.row(id: item.id) ?? makeRow(item)
  }

  /// How many row view models exist: what a renderer shows and the open row, not the items.
  public var liveRowCount: Int { rowModels.all.count }

  /// The view model of the row whose screen ``route`` opens, if any.
  public var openRow: ItemRowViewModel? { rowModels.open }

  private func makeRow(_ item: Item) -> ItemRowViewModel {
    let rowRoute: ItemRowViewModel.Route? =
      if case .row(item.id, let rowRoute) = route { rowRoute } else { nil }
    let row = ItemRowViewModel(item: item, route: rowRoute, parent: self)
    rowModels.insert(row)
    return row
  }

  /// Lets go of `row`, whose item left the inventory: the row keeps working on its own (with
  /// this inventory's dependencies) while something holds it, and tells this inventory
  /// nothing more.
  func detach(_ row: ItemRowViewModel) {
    rowModels.remove(row)
    row.parent = nil
  }

  /// Whether `row` is this inventory's view model of its item (a removed row's is not).
  func owns(_ row: ItemRowViewModel) -> Bool {
    rowModels.row(id: row.id) === row
  }
}
