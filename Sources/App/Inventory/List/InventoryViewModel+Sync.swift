import Foundation
import Identity

/// Keeping the inventory's route and the rows' routes in sync, both ways, without loops.
///
/// - Down: setting ``InventoryViewModel/route`` writes the sub-route into the row it opens
///   (making that row's view model, and holding it while the route is open) and `nil` into
///   the row it leaves. While it does, the rows' echoes are ignored. Rows without a view model
///   have nothing to write: one made later starts with the route.
/// - Up: a row whose route changes to a screen makes the inventory's route `.row(id:route:)`;
///   a row whose route closes clears the inventory's route if it pointed at that row.
///
/// Each side writes only when the value differs, so a change travels at most once each way.
extension InventoryViewModel {
  /// Called by a row of this inventory after its route changed.
  func rowRouteDidChange(_ row: ItemRowViewModel) {
    guard !rowModels.isWritingToRows, owns(row) else { return }
    if let rowRoute = row.route {
      let newRoute = Route.row(id: row.id, route: rowRoute)
      if route != newRoute { route = newRoute }
    } else if case .row(let id, _) = route, id == row.id {
      route = nil
    }
  }

  func routeDidChange(from oldValue: Route?) {
    // A form's timers, its name prediction among them, end with its sheet.
    if case .add(let form) = oldValue, route != oldValue {
      form.cancelTasks()
    }
    adoptForms(in: route)
    pushRouteToRows(ids: [oldValue?.rowID, route?.rowID].compactMap { $0 })
  }

  /// Replaces every item with `newItems`: commits the items that left, joined or changed,
  /// counts and filters them afresh, hands the changed items to their rows' view models and
  /// lets go of the rows that left.
  func replaceItems(with newItems: IdentifiedArray<Item>) {
    let oldItems = storedItems
    let listedIndex = highlightedRowIDStorage.flatMap { filteredIndex(of: $0) }
    storedItems = newItems
    var changes: [InventoryChange] = []
    for item in oldItems where !newItems.contains(id: item.id) { changes.append(.delete(item.id)) }
    var previousID: Item.ID?
    for item in newItems {
      if let old = oldItems[id: item.id] {
        if old != item { changes.append(.update(item)) }
      } else {
        changes.append(.insert(item, after: previousID))
      }
      previousID = item.id
    }
    commit(changes)
    summary = StockSummary(counting: newItems)
    itemIndex.refilterAll(newItems)
    repairHighlight(previous: oldItems, listedIndex: listedIndex)
    clampScrollOffset()
    if let id = route?.rowID, !newItems.contains(id: id) { route = nil }
    pushItemsToRows()
  }

  /// Gives forms that were created elsewhere this inventory's duplicate-name check.
  func adoptForms(in route: Route?) {
    let form: ItemViewModel? =
      switch route {
      case .add(let form): form
      case .row(_, let rowRoute): rowRoute.itemViewModel
      case nil: nil
      }
    if let form, form.isNameTaken == nil { form.isNameTaken = nameChecker }
  }

  /// Writes the current route into the rows with `ids`: the matching sub-route or `nil`. The
  /// open row's view model is made if it does not exist, and held while its screen is open.
  func pushRouteToRows(ids: [Item.ID]) {
    let openID = route?.rowID
    rowModels.writeRoutes(into: ids, open: openID.flatMap { row(id: $0) }, openID: openID) {
      id in if case .row(id, let rowRoute) = route { rowRoute } else { nil }
    }
  }

  /// After the items were replaced: each row view model shows its item as it now is; the rows
  /// of items that left close their screens and leave the inventory.
  func pushItemsToRows() {
    rowModels.writing {
      for row in rowModels.all {
        if let item = storedItems[id: row.id] {
          if row.item != item { row.item = item }
        } else {
          detach(row)
          row.route = nil
        }
      }
    }
  }
}

extension InventoryViewModel.Route {
  /// The row this route opens a screen of, if any.
  var rowID: Item.ID? {
    if case .row(let id, _) = self { id } else { nil }
  }
}
