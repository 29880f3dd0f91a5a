import CursesBridge
import CursesUI
import Inventory
import InventoryViews

/// The declarative shell: CursesUI's app (tab view, tabs One and Three, the footer) with the
/// Inventory tab drawn by CursesKit, through a representable. The step the reference took
/// before its full switch, on the same ``AppViewModel``: no screen is written a third time.
///
/// ```swift
/// let renderer = ViewRenderer { DeclarativeShell(model: app) }
/// ```
public struct DeclarativeShell: View {
  let model: AppViewModel

  /// CursesUI's root with CursesKit's inventory tab on `model`.
  public init(model: AppViewModel) {
    self.model = model
  }

  /// CursesUI's `ContentView` with the representable Inventory tab.
  public var body: some View {
    ContentView(model: model) {
      // Always focused: the tab is all there is to type into, and CursesKit's controllers
      // keep their own focus in the model (Tab included).
      InventoryTabRepresentable(model: model.inventoryViewModel)
        .focused(.constant(true), equals: true)
    }
  }
}
