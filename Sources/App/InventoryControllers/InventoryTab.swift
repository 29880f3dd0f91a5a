import CursesKit
import Inventory

/// The Inventory tab as CursesKit draws it: the inventory's controller in a navigation
/// controller, with everything its route presents and pushes. The imperative renderer puts
/// it in its tab bar; the declarative shell shows it inside CursesUI's tab view through a
/// representable.
///
/// ```swift
/// let tab = InventoryTab.makeNavigationController(model: app.inventoryViewModel)
/// ```
@MainActor
public enum InventoryTab {
  /// A navigation controller whose root is the inventory's list controller on `model`.
  public static func makeNavigationController(model: InventoryViewModel) -> NavigationController {
    NavigationController(rootViewController: InventoryViewController(model: model))
  }
}
