import CursesBridge
import CursesKit
import CursesUI
import Inventory
import InventoryControllers
import TerminalCore

/// The Inventory tab of CursesKit inside CursesUI's tab view: the inventory's navigation
/// controller through a representable, as the reference's `ToSwiftUI` put the UIKit
/// inventory inside its SwiftUI app. What the controller presents (sheets, alerts) covers the
/// whole screen; what it pushes stays in the tab.
struct InventoryTabRepresentable: ViewControllerRepresentable {
  let model: InventoryViewModel

  func makeViewController(context: Context) -> NavigationController {
    InventoryTab.makeNavigationController(model: model)
  }

  /// The controllers observe the model themselves.
  func updateViewController(_ controller: NavigationController, context: Context) {}
}
