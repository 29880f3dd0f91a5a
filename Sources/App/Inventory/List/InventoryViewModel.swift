import Foundation
import Identity
import Observation
import TextEditing

/// The inventory tab: the items, the add sheet, and which row's screen is open.
///
/// The items are values (``items``); a row's view model, ``ItemRowViewModel``, is made when a
/// renderer shows the row or a screen of it opens, and goes when nothing holds it (see
/// ``row(id:)``). ``route`` is the single source of truth for navigation below the tab: a
/// row's own route and this route stay in sync both ways (see `InventoryViewModel+Sync.swift`).
/// The list's highlighted row and scroll offset live here too, so a renderer swap keeps them.
///
/// ```swift
/// let inventory = InventoryViewModel(items: [.keyboard])
/// inventory.addButtonTapped()               // route == .add(form), quantity 1
/// inventory.add(item: form.item)            // appended, sheet closed
/// ```
@Observable
@MainActor
public final class InventoryViewModel {
  /// Where the inventory navigates to.
  public enum Route: Hashable, Sendable {
    /// The "Add" sheet with a form for a new item.
    case add(ItemViewModel)
    /// A screen opened by the row with this id.
    case row(id: Item.ID, route: ItemRowViewModel.Route)
  }

  /// The items, in order, with lookup by id.
  ///
  /// Assigning compares the old items with the new ones (every item is visited) and commits
  /// the difference; the model's own actions (add, duplicate, delete, a row's save) change one
  /// item at a time and visit only that one (see `InventoryViewModel+Rows.swift`).
  public var items: IdentifiedArray<Item> {
    get { storedItems }
    set { replaceItems(with: newValue) }
  }

  /// The stored items behind ``items``; changed in place by single-item edits.
  var storedItems: IdentifiedArray<Item>

  /// The open sheet or row screen, if any. Setting it opens the matching screen in that row
  /// and closes every other row's screen.
  public var route: Route? {
    didSet { routeDidChange(from: oldValue) }
  }

  /// Which control of the inventory screen has keyboard focus: the filter, the list or "Add".
  public var focus: Focus = .list

  /// The filter above the list, with its cursor: the list shows only the rows whose name
  /// contains this text, ignoring case and diacritics (see ``filteredRows``). Typing may make
  /// it ``Item/maximumNameLength`` characters long. Part of the inventory screen's state: a
  /// swap, a link (`?filter=…`) and the saved session keep it.
  public var filter = EditableText(maximumLength: Item.maximumNameLength) {
    didSet { if filter.text != oldValue.text { filterTextDidChange() } }
  }

  /// The column the list is sorted by and which way, or `nil` for the order the items were
  /// added in (see `InventoryViewModel+Sort.swift`). Part of the inventory screen's state: a
  /// swap, a link (`?sort=name`, `?sort=-quantity`) and the saved session keep it.
  public var sortOrder: ItemSortOrder? = nil {
    didSet { if sortOrder != oldValue { sortOrderDidChange() } }
  }

  /// How many rows the list on screen has room for: the renderer drawing it writes it as it
  /// lays the list out (a CursesUI list through `onGeometryChange`, a CursesKit one after
  /// layout), so PgUp and PgDn move by what the user sees (see ``pageSize``). No view reads
  /// it, so writing it redraws nothing. 16 until a list is laid out (an 80×24 terminal's).
  public var visibleRowCount = 16

  /// The counts of all the items by stock status, whatever the filter lists (see
  /// ``StockSummary``).
  public internal(set) var summary = StockSummary()

  /// How many items there are in all while ``items`` holds only the first of them, the rest
  /// being read (a launch from a large store draws them first); `nil` once every item is in
  /// (see `InventoryViewModel+Loading.swift`).
  public internal(set) var itemsBeingLoaded: Int?

  /// Stored highlight; read and written through ``highlightedRowID`` so it stays valid.
  var highlightedRowIDStorage: Item.ID?
  /// Stored scroll position; read and written through ``scrollOffset`` so it stays clamped.
  var scrollOffsetStorage = 0

  /// The row a filter took the highlight from, so clearing the filter brings it back there.
  var highlightAnchorID: Item.ID?

  @ObservationIgnored public let dependencies: Dependencies
  /// The rows' view models that exist, by id, and those held open or saving (see
  /// `InventoryViewModel+RowModels.swift`).
  let rowModels = RowModels()
  /// The names counted and folded and the filter's matches, so the duplicate-name check, the
  /// filter and the list need not read every item (see ``ItemIndex``).
  let itemIndex = ItemIndex()

  /// An inventory of `items`, with `route` open and the first row highlighted. A `.row` route
  /// for an id that is not in `items` is dropped.
  public init(
    items: IdentifiedArray<Item> = [],
    route: Route? = nil,
    dependencies: Dependencies = .live
  ) {
    // A route into a row that is not there would open nothing: drop it up front.
    let route: Route? =
      if case .row(let id, _) = route, !items.contains(id: id) { nil } else { route }
    storedItems = items
    self.route = route
    self.dependencies = dependencies
    highlightedRowIDStorage = items.first?.id
    summary = StockSummary(counting: items)
    adoptForms(in: route)
    pushRouteToRows(ids: [route?.rowID].compactMap { $0 })
  }

  /// "Add": opens the add sheet with an empty item (quantity 1). After 500 ms, if that same
  /// sheet is still open and nobody has touched its name, the name becomes
  /// "Bluetooth Keyboard" (see ``ItemViewModel/isPredictingName``).
  public func addButtonTapped() {
    let form = ItemViewModel(
      item: Item(id: dependencies.uuid(), name: "", color: nil, status: .inStock(quantity: 1)),
      dependencies: dependencies,
      isNameTaken: nameChecker)
    route = .add(form)
    form.startNamePrediction()
  }

  /// The add sheet's "Cancel": closes it.
  public func cancelButtonTapped() {
    route = nil
  }

  /// The add sheet's "Add" (and the duplicate modal's): appends `item`, highlights
  /// it (unless the filter hides it) and closes the sheet. An item whose id is already
  /// present is not added twice.
  ///
  /// An item without a name is refused: nothing changes but the open form, which says why.
  public func add(item: Item) {
    guard item.hasName else {
      refuseNameless(item)
      return
    }
    appendItem(item)
    if isListed(item.id) {
      highlightedRowID = item.id
      // A sorted list puts it anywhere, above the rows on screen too.
      if sortOrder != nil { scrollToHighlightedRow(visibleRowCount: pageSize + 1) }
    }
    route = nil
  }

  /// Removes `item`; its row's open screen closes and the highlight moves to a neighbour.
  public func delete(item: Item) {
    removeItem(id: item.id)
  }

  /// Marks the open form of `item` (the add sheet or a row's form) as missing its name.
  func refuseNameless(_ item: Item) {
    if let form = openForm, form.item.id == item.id { form.isMissingName = true }
  }
}
