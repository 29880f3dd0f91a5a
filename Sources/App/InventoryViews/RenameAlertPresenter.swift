import CursesBridge
import CursesKit
import CursesUI
import Inventory
import InventoryControllerParts
import TerminalCore

/// The rename alert in CursesUI: CursesUI's `alert`, like SwiftUI's, takes no text field, so
/// the declarative screen presents CursesKit's ``RenameAlertController`` from a representable
/// whose coordinator holds it, as the reference did. It takes no room in the layout; the
/// alert covers the whole screen like any modal.
///
/// The route decides: while it is a row's `.renameAlert` the coordinator keeps that draft's
/// alert presented, and dismisses it when the route moves on.
struct RenameAlertPresenter: ViewControllerRepresentable {
  let model: InventoryViewModel

  @MainActor final class Coordinator {
    var alert: RenameAlertController?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeViewController(context: Context) -> CursesKit.ViewController {
    CursesKit.ViewController()
  }

  func updateViewController(_ controller: CursesKit.ViewController, context: Context) {
    let coordinator = context.coordinator
    var wanted: (ItemRowViewModel, RenameViewModel)?
    if case .row(let id, .renameAlert(let draft)) = model.route, let row = model.row(id: id) {
      wanted = (row, draft)
    }
    if let alert = coordinator.alert, alert.draft !== wanted?.1 {
      coordinator.alert = nil
      controller.dismissPresentation(of: alert)
    }
    if let (row, draft) = wanted, coordinator.alert == nil {
      let alert = RenameAlertController(row: row, draft: draft)
      // Esc and the buttons go through the model; a dismissal the user makes otherwise
      // (none today) cancels, as the imperative screen does.
      alert.onUserDismiss = { [weak row, weak draft] in
        if let row, let draft, row.route == .renameAlert(draft) { row.cancelButtonTapped() }
      }
      coordinator.alert = alert
      controller.present(alert)
    }
  }

  static func dismantleViewController(
    _ controller: CursesKit.ViewController, coordinator: Coordinator
  ) {
    coordinator.alert = nil
  }

  /// No room in the layout.
  func sizeThatFits(
    _ proposal: ProposedSize, viewController: CursesKit.ViewController, context: Context
  ) -> Size? { .zero }
}
