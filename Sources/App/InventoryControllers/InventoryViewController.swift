import CursesBridge
import CursesKit
import Foundation
import Inventory
import InventoryViewParts
import TerminalCore

/// The inventory list: title "Inventory", an "Add" bar button, the summary header with the
/// filter (CursesUI's ``SummaryHeaderView``, hosted in a child `HostingController` as tall as
/// it asks to be), the columns' titles (a click sorts), and the rows in a list of the model's
/// ids with reusable cells. Its
/// routes present the add sheet, the duplicate modal, the delete alert and the rename alert,
/// and push the edit screen (see ``/ViewController/presentRoutes(of:formScreen:)``).
@MainActor
final class InventoryViewController: ModelFocusedViewController {
  let model: InventoryViewModel
  /// The rows the filter keeps, in order, found by the model's id index (the list never
  /// hashes 100,000 ids); a row's cell shows its view model.
  private(set) lazy var list = ListView(
    ids: { [model] in model.filteredRows.ids },
    index: { [model] in model.filteredRows.index(id: $0) },
    highlight: Binding(
      get: { [model] in model.highlightedRowID },
      set: { [model] id in
        model.highlightedRowID = id
        model.scrollToHighlightedRow(visibleRowCount: model.visibleRowCount)
      }),
    scrollOffset: Binding(model, \.scrollOffset), cell: ItemRowCell.self
  ) { [model] cell, id in
    if let row = model.row(id: id) { cell.configure(with: row) }
  }
  /// The columns' titles over the cells; a click sorts.
  let columnTitles = TableHeaderView([])
  let addItem = BarButtonItem(title: "Add")
  /// The header, a CursesUI view observing the same model; keys reach it while the filter
  /// has focus.
  let header: HostingController<SummaryHeaderView>
  /// The header as tall as it asks to be, the list below it.
  private let screen = StackView()

  init(model: InventoryViewModel) {
    self.model = model
    header = HostingController(rootView: SummaryHeaderView(model: model))
    super.init()
    title = "Inventory"
    navigationItem.rightBarButtonItems = [addItem]
    addItem.action = { [weak self] in self?.model.addButtonTapped() }
    addItem.onRequestFocus = { [weak model] in model?.focus = .addButton }
  }

  /// The header appears and disappears with the list.
  override var visibleChildren: [ViewController] { [header] }

  override func loadView() {
    setView(screen)
  }

  override func viewDidLoad() {
    addChild(header)
    screen.addArrangedSubview(header.view)
    header.didMove(toParent: self)
    header.bind(focus: Binding(model, \.focus), equals: .filter)
    screen.addArrangedSubview(columnTitles)
    columnTitles.onSelectColumn = { [weak model] index in
      model?.sortHeaderTapped(ItemTableHeading.columns[index])
    }
    screen.addArrangedSubview(list)
    list.emptyText = "No items"
    list.bind(focus: Binding(model, \.focus), equals: .list)
    configureListActions()
    observe { [weak self] in
      guard let self else { return }
      addItem.isFocused = model.focus == .addButton
    }
    observe { [weak self] in
      guard let self else { return }
      columnTitles.sorted = ItemTableHeading.sorted(model.sortOrder)
    }
    presentRoutes(of: model) { request in ItemViewController(request) }
  }

  /// PgUp and PgDn move by what the list shows; the titles line up with the cells.
  override func viewDidLayoutSubviews() {
    model.visibleRowCount = list.visibleRowCount
    let columns = ItemRowCell.columns(
      rowWidth: list.frame.width, actionsWidth: list.rowActionsWidth)
    columnTitles.titles = ItemTableHeading.titles(columns)
    columnTitles.widths = ItemTableHeading.widths(columns)
  }

  private func configureListActions() {
    list.onSelect = { [weak self] id in
      self?.model.row(id: id)?.setEditNavigation(isActive: true)
    }
    // The mouse way to duplicate or delete, as the declarative rows' buttons are.
    list.trailingRowActions = [
      ListRowAction("Duplicate") { [weak self] id in
        self?.model.row(id: id)?.duplicateButtonTapped()
      },
      ListRowAction("Delete") { [weak self] id in
        self?.model.row(id: id)?.deleteButtonTapped()
      },
    ]
  }

  override func handle(_ event: InputEvent) -> Bool {
    model.handleFocusKey(event)
  }
}
