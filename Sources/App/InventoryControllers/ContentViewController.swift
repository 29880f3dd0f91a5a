import CursesKit
import Inventory
import TerminalCore

/// The app's root: tabs One, Inventory and Three, kept in sync both ways with
/// ``AppViewModel/selectedTab``. The imperative renderer's root controller.
///
/// ```swift
/// let renderer = WindowRenderer { ContentViewController(model: app) }
/// ```
@MainActor
public final class ContentViewController: TabBarController {
  let model: AppViewModel

  /// The tabs, with `inventoryTab` making the Inventory tab's controller: by default
  /// CursesKit's own (``InventoryTab``); the imperative shell passes a flow coordinator over
  /// hosted CursesUI screens.
  public init(
    model: AppViewModel,
    inventoryTab: (InventoryViewModel) -> ViewController = {
      InventoryTab.makeNavigationController(model: $0)
    }
  ) {
    self.model = model
    super.init()
    let inventory = inventoryTab(model.inventoryViewModel)
    setViewControllers(
      [OneViewController(model: model), inventory, ThreeViewController()],
      items: Tab.allCases.enumerated().map { index, tab in
        TabBarItem(title: tab.title, key: Character("\(index + 1)"))
      })
    bind(selection: Binding(model, \.selectedTab), tabs: Tab.allCases)
  }
}
