import Foundation
import Identity
import Observation
import TextEditing

/// The inventory tab: the list of rows, the add sheet, and which row's screen is open.
///
/// ``route`` is the single source of truth for navigation below the tab: a row's own route and
/// this route stay in sync both ways (see `InventoryViewModel+Sync.swift`). The list's
/// highlighted row and scroll offset live here too, so a renderer swap keeps them.
///
/// ```swift
/// let inventory = InventoryViewModel(inventory: [ItemRowViewModel(item: .keyboard)])
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

  /// The rows, in order, with lookup by item id. Rows joining take this inventory's
  /// dependencies and route; rows leaving are released from it.
  ///
  /// Assigning compares the old rows with the new ones (every row is visited); the model's own
  /// actions (add, duplicate, delete) change one row at a time and visit only that one (see
  /// `InventoryViewModel+Rows.swift`).
  public var inventory: IdentifiedArray<ItemRowViewModel> {
    get { rows }
    set {
      let oldValue = rows
      rows = newValue
      inventoryDidChange(from: oldValue)
    }
  }

  /// The stored rows behind ``inventory``; changed in place by single-row edits.
  var rows: IdentifiedArray<ItemRowViewModel>

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

  /// How many rows the list on screen has room for: the renderer drawing it writes it as it
  /// lays the list out (a CursesUI list through `onGeometryChange`, a CursesKit one after
  /// layout), so PgUp and PgDn move by what the user sees (see ``pageSize``). Not read by any
  /// view, so writing it redraws nothing. 16 until a list is laid out (an 80×24 terminal's).
  @ObservationIgnored public var visibleRowCount = 16

  /// Stored highlight; read and written through ``highlightedRowID`` so it stays valid.
  var highlightedRowIDStorage: Item.ID?
  /// Stored scroll position; read and written through ``scrollOffset`` so it stays clamped.
  var scrollOffsetStorage = 0

  @ObservationIgnored public let dependencies: Dependencies
  /// The box every row of this inventory points back through (see ``RowMembership``).
  @ObservationIgnored let membership: RowMembership
  /// How much per-row work the inventory has done, for the tests that check it stays O(1)
  /// per change.
  @ObservationIgnored var work = WorkCounts()
  /// Set while this inventory writes routes into its rows, so their echoes are ignored.
  @ObservationIgnored var isPushingRouteToRows = false
  @ObservationIgnored var predictionTask: Task<Void, Never>?
  /// How many rows have each name (compared as ``isNameTaken(_:excluding:)`` compares), so
  /// the duplicate-name check does not read every row. Built on the first check, not at
  /// launch: most sessions never open a form (see `InventoryViewModel+Names.swift`).
  @ObservationIgnored var nameCounts: [String: Int]?
  /// The filter as compared, `nil` while it keeps every row.
  @ObservationIgnored var activeFilter: NameFilter?
  /// The positions of the rows the filter keeps, ascending; `nil` for every row. Read through
  /// ``filterMatches`` (see `InventoryViewModel+FilteredRows.swift`).
  @ObservationIgnored var filterMatchesStorage: [Int]?
  /// The rows' names as the filter compares them, parallel to the rows; made on the filter's
  /// first use, then kept by each add, delete and rename (see `InventoryViewModel+Filter`).
  @ObservationIgnored var foldedNamesStorage: [String]?
  /// The row a filter took the highlight from, so clearing the filter brings it back there.
  @ObservationIgnored var highlightAnchorID: Item.ID?
  /// The counts behind ``summary``, kept by every row joining, leaving or changing status.
  @ObservationIgnored var summaryStorage = StockSummary()

  /// An inventory of `inventory`, with `route` open and the first row highlighted.
  ///
  /// The inventory's route wins over any route the rows were created with; a `.row` route for
  /// an id that is not in `inventory` is dropped.
  public init(
    inventory: IdentifiedArray<ItemRowViewModel> = [],
    route: Route? = nil,
    dependencies: Dependencies = .live
  ) {
    // A route into a row that is not there would leave every row closed: drop it up front.
    let route: Route? =
      if case .row(let id, _) = route, !inventory.contains(id: id) { nil } else { route }
    rows = inventory
    self.route = route
    self.dependencies = dependencies
    membership = RowMembership(dependencies: dependencies)
    highlightedRowIDStorage = inventory.first?.id
    membership.inventory = self
    adoptAll()
    adoptForms(in: route)
  }

  isolated deinit {
    predictionTask?.cancel()
  }

  /// "Add": opens the add sheet with an empty item (quantity 1). After 500 ms, if that same
  /// sheet is still open and nobody has touched its name, the name becomes
  /// "Bluetooth Keyboard", as the reference app's prediction does (it overwrote what was
  /// typed; this one never does).
  public func addButtonTapped() {
    let form = ItemViewModel(
      item: Item(id: dependencies.uuid(), name: "", color: nil, status: .inStock(quantity: 1)),
      dependencies: dependencies,
      isNameTaken: nameChecker)
    route = .add(form)
    startPrediction(for: form)
  }

  /// Starts (again) the add sheet's name prediction for `form`, replacing one in flight.
  func startPrediction(for form: ItemViewModel) {
    predictionTask?.cancel()
    let dependencies = dependencies
    predictionTask = startTask { [weak self, weak form] in
      do { try await dependencies.sleep(for: .milliseconds(500)) } catch { return }
      guard let self, let form, !Task.isCancelled else { return }
      self.predictionTask = nil
      // Identity, not equality: a different add sheet opened meanwhile must stay untouched.
      guard case .add(let current) = self.route, current === form, !form.nameWasEdited else {
        return
      }
      form.item.name = "Bluetooth Keyboard"
      form.moveCursorToEnd()
    }
  }

  /// The add sheet's "Cancel": closes it.
  public func cancelButtonTapped() {
    route = nil
  }

  /// The add sheet's "Add" (and the duplicate modal's): appends a row for `item`, highlights
  /// it (unless the filter hides it) and closes the sheet. An item whose id is already
  /// present is not added twice.
  ///
  /// An item without a name is refused: nothing changes but the open form, which says why.
  public func add(item: Item) {
    guard item.hasName else {
      refuseNameless(item)
      return
    }
    appendRow(ItemRowViewModel(item: item, dependencies: dependencies))
    if isListed(item.id) { highlightedRowID = item.id }
    route = nil
  }

  /// Removes the row of `item`; its open screen closes and the highlight moves to a neighbour.
  public func delete(item: Item) {
    removeRow(id: item.id)
  }

  /// Marks the open form of `item` (the add sheet or a row's form) as missing its name.
  func refuseNameless(_ item: Item) {
    if let form = openForm, form.item.id == item.id { form.isMissingName = true }
  }
}
