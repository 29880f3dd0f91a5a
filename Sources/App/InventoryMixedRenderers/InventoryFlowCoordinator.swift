import CursesBridge
import CursesKit
import Inventory
import InventoryControllerParts
import InventoryControllers
import InventoryViews
import TerminalCore

/// The imperative shell's Inventory tab: CursesKit navigation over CursesUI screens. The
/// list is CursesUI's content in a hosting controller; this coordinator observes the
/// inventory's route and presents or pushes hosting controllers of CursesUI's form and
/// colour picker, and CursesKit's delete and rename alerts, writing `nil` back when the user
/// dismisses them, as the flow-coordinator reference does with UIKit over SwiftUI.
///
/// Focus stays the model's: Tab moves it through filter, list and the Add bar button (which
/// CursesKit's navigation bar draws), as on every other renderer.
@MainActor
final class InventoryFlowCoordinator: HostingController<InventoryListContent> {
  let model: InventoryViewModel
  private let addItem = BarButtonItem(title: "Add")

  init(model: InventoryViewModel) {
    self.model = model
    super.init(rootView: InventoryListContent(model: model))
    title = "Inventory"
    navigationItem.rightBarButtonItems = [addItem]
    addItem.action = { [weak model] in model?.addButtonTapped() }
    addItem.onRequestFocus = { [weak model] in model?.focus = .addButton }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      addItem.isFocused = model.focus == .addButton
    }
    presentRoutes(of: model) { request in HostedFormController(request) }
  }

  /// Tab and the Add button go through the model, not the hosted tree's own order (the Add
  /// button is not in the tree).
  override func handle(_ event: InputEvent) -> Bool {
    model.handleFocusKey(event) || super.handle(event)
  }
}
