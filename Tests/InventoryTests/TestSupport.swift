import Clocks
import Foundation
import Identity
import Inventory

/// Short for the drafts deep links carry.
typealias Draft = DeepLink.Draft

/// An app on the seed inventory, a manual clock and incrementing ids starting at 0.
@MainActor
func makeApp() -> (AppViewModel, ManualClock) {
  let clock = ManualClock()
  let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
  return (app, clock)
}

/// The id number `n` made by `UUIDGenerator.incrementing()`: `n` in hexadecimal, zero-padded.
func generatedID(_ n: Int) -> UUID {
  let hex = String(n, radix: 16, uppercase: true)
  return UUID(
    uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
}

/// Navigation state described independently of `DeepLink`, so that round-trip tests do not
/// compare a printer with itself. It also records every row's own route, which checks sync,
/// and the saved items, which a link's draft must leave alone.
struct NavigationSnapshot: Equatable, CustomStringConvertible {
  var tab: Tab
  var route: String
  var rowRoutes: [String]
  var items: [Item]
  var filter: String
  var sort: String

  @MainActor
  init(_ app: AppViewModel) {
    tab = app.selectedTab
    let inventory = app.inventoryViewModel
    filter = inventory.filter.text
    sort = inventory.sortOrder.map { "\($0.column) \($0.isAscending ? "up" : "down")" } ?? "none"
    switch inventory.route {
    case nil:
      route = "none"
    case .add(let form):
      route = "add " + Self.describe(form)
    case .row(let id, let rowRoute):
      route = "row \(id) " + Self.describe(rowRoute)
    }
    rowRoutes = inventory.allRows.map { row in row.route.map(Self.describe) ?? "none" }
    items = inventory.items.elements
  }

  @MainActor
  private static func describe(_ route: ItemRowViewModel.Route) -> String {
    switch route {
    case .deleteAlert: "deleteAlert"
    case .renameAlert(let draft): "renameAlert name=\(draft.name.text.debugDescription)"
    case .edit(let form): "edit " + describe(form)
    case .duplicate(let form): "duplicate " + describe(form)
    }
  }

  /// The draft a link carries (ids aside: a duplicate's or new item's id is generated).
  @MainActor
  private static func describe(_ form: ItemViewModel) -> String {
    let item = form.item
    return "name=\(item.name.debugDescription) color=\(String(describing: item.color)) "
      + "status=\(item.status) picker=\(form.route != nil)"
  }

  var description: String { "\(tab) \(route) rows=\(rowRoutes) filter=\(filter) sort=\(sort)" }
}

extension InventoryViewModel {
  /// The view model of every row, in order: made for the rows that have none, which start
  /// with what the inventory holds for them (its item, and its route into that row).
  var allRows: [ItemRowViewModel] {
    items.map { item in row(id: item.id)! }
  }
}
