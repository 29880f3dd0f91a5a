import CursesKit
import Inventory
import InventoryControllers

extension ContentViewController {
  /// The imperative shell: CursesKit's app (tab bar, tabs One and Three, navigation and
  /// modal presentation) with the Inventory tab's screens drawn by CursesUI, in hosting
  /// controllers that a flow coordinator pushes and presents from the inventory's route. The
  /// shape of the flow-coordinator reference, on the same ``AppViewModel``.
  ///
  /// ```swift
  /// let renderer = WindowRenderer { ContentViewController.imperativeShell(model: app) }
  /// ```
  public static func imperativeShell(model: AppViewModel) -> ContentViewController {
    ContentViewController(model: model) { inventory in
      NavigationController(rootViewController: InventoryFlowCoordinator(model: inventory))
    }
  }
}
