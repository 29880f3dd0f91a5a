import Foundation
import Identity

/// Keeping the inventory's route and the rows' routes in sync, both ways, without loops.
///
/// - Down: setting ``InventoryViewModel/route`` writes the sub-route into the matching row and
///   `nil` into every other row. While it does, the rows' echoes are ignored.
/// - Up: a row whose route changes to a screen makes the inventory's route `.row(id:route:)`;
///   a row whose route closes clears the inventory's route if it pointed at that row.
///
/// Each side writes only when the value differs, so a change travels at most once each way.
extension InventoryViewModel {
  /// Called by a row of this inventory after its route changed.
  func rowRouteDidChange(_ row: ItemRowViewModel) {
    guard !isPushingRouteToRows, rows[id: row.id] === row else { return }
    if let rowRoute = row.route {
      let newRoute = Route.row(id: row.id, route: rowRoute)
      if route != newRoute { route = newRoute }
    } else if case .row(let id, _) = route, id == row.id {
      route = nil
    }
  }

  func routeDidChange(from oldValue: Route?) {
    if case .add(let form) = oldValue, route != oldValue {
      form.cancelTasks()
    }
    // The prediction only applies to the sheet it was started for.
    if let predictionTask, !isAddRoute {
      predictionTask.cancel()
      self.predictionTask = nil
    }
    adoptForms(in: route)
    // Every other row already has no route: only the rows of the old and new route change.
    pushRouteToRows(ids: [oldValue?.rowID, route?.rowID].compactMap { $0 })
  }

  /// After ``InventoryViewModel/inventory`` was assigned: releases the rows that left, adopts
  /// the rows that joined, and commits both. Visits every old and new row; the model's own
  /// single-row changes go through `InventoryViewModel+Rows.swift` instead.
  func inventoryDidChange(from oldValue: IdentifiedArray<ItemRowViewModel>) {
    // The rows that leave and join are the commit: found in the loops that release and adopt
    // them, so a commit costs no extra pass over a long inventory.
    var changes: [InventoryChange] = []
    for row in oldValue where rows[id: row.id] !== row && row.membership === membership {
      release(row)
      changes.append(.delete(row.id))
    }
    var previousID: Item.ID?
    for row in rows {
      if row.membership !== membership {
        adopt(row)
        changes.append(.insert(row.itemStorage, after: previousID))
      }
      previousID = row.id
    }
    commit(changes)
    summaryDidChange()
    refilterAllRows()
    repairHighlight(previous: oldValue)
    clampScrollOffset()
    if case .row(let id, _) = route, !rows.contains(id: id) {
      route = nil
    } else {
      pushRouteToRows()
    }
  }

  /// At init: adopts every row and gives each the route it should have, in one pass.
  ///
  /// Per row that is a retain of the shared ``RowMembership``, a look at its route and a count
  /// of its stock status; names are counted later, on the first duplicate-name check.
  func adoptAll() {
    isPushingRouteToRows = true
    defer { isPushingRouteToRows = false }
    let openRowID = route?.rowID
    for row in rows {
      adopt(row)
      // Only the open row should have a route; any other row made with one is closed.
      if row.id == openRowID || row.routeStorage != nil { pushRoute(to: row) }
    }
  }

  /// Makes `row` part of this inventory: shared dependencies, actions that reach back, and its
  /// share of the ``summary`` (whose observers the caller tells, once per change).
  func adopt(_ row: ItemRowViewModel) {
    row.join(membership)
    work.rowsAdopted += 1
    countName(row.nameStorage, by: 1)
    summaryStorage.count(row.statusStorage, by: 1)
  }

  /// Takes `row` out of this inventory: it keeps the inventory's dependencies, and its open
  /// screen closes without echoing back here.
  func release(_ row: ItemRowViewModel) {
    // Released first, so closing its screen does not echo into this inventory.
    row.leave(keeping: dependencies)
    work.rowsReleased += 1
    countName(row.nameStorage, by: -1)
    summaryStorage.count(row.statusStorage, by: -1)
    row.route = nil
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

  /// Writes the current route into the rows with `ids` (every row by default): the matching
  /// sub-route or `nil`.
  func pushRouteToRows(ids: [Item.ID]? = nil) {
    isPushingRouteToRows = true
    defer { isPushingRouteToRows = false }
    if let ids {
      for id in ids { if let row = rows[id: id] { pushRoute(to: row) } }
    } else {
      for row in rows { pushRoute(to: row) }
    }
  }

  /// Writes the current route into `row`, when it differs: the matching sub-route or `nil`.
  private func pushRoute(to row: ItemRowViewModel) {
    work.rowRoutesPushed += 1
    let rowRoute: ItemRowViewModel.Route? =
      if case .row(let id, let rowRoute) = route, id == row.id { rowRoute } else { nil }
    if row.routeStorage != rowRoute { row.route = rowRoute }
  }

  private var isAddRoute: Bool {
    if case .add = route { return true }
    return false
  }
}

extension InventoryViewModel.Route {
  /// The row this route opens a screen of, if any.
  var rowID: Item.ID? {
    if case .row(let id, _) = self { id } else { nil }
  }
}
