import CursesBridge
import CursesKit
import CursesUI
import TerminalCore

/// CursesKit's `AlertController`, presented from a CursesUI tree while
/// ``Thermostat/isConfirmingReset``.
///
/// The represented controller is an empty, zero-sized `ViewController`: all it does is present.
/// Its coordinator holds the alert it presented, so an update knows whether the alert is up:
/// the model turning the flag on presents it, the model turning it off dismisses exactly that
/// alert, and the user's dismissal (Esc, Cancel, Reset) writes `false` back through
/// `onUserDismiss`. The alert covers the whole CursesUI screen and takes every key while up.
struct ResetAlert: ViewControllerRepresentable {
  let model: Thermostat

  /// What the representable presented, kept as long as the representable is in the tree.
  @MainActor
  final class Coordinator {
    /// The alert on screen, if any.
    var alert: AlertController?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeViewController(context: Context) -> ViewController { ViewController() }

  func updateViewController(_ controller: ViewController, context: Context) {
    let coordinator = context.coordinator
    if model.isConfirmingReset, coordinator.alert == nil {
      let alert = makeAlert()
      alert.onUserDismiss = { [weak coordinator, model] in
        coordinator?.alert = nil
        model.isConfirmingReset = false
      }
      coordinator.alert = alert
      controller.present(alert)
    } else if !model.isConfirmingReset, let alert = coordinator.alert {
      coordinator.alert = nil
      controller.dismissPresentation(of: alert)
    }
  }

  /// Takes no room in the layout: only its presentation is seen.
  func sizeThatFits(
    _ proposal: ProposedSize, viewController: ViewController, context: Context
  ) -> Size? { .zero }

  private func makeAlert() -> AlertController {
    let hours = model.changedHours
    let alert = AlertController(
      title: "Reset the schedule?",
      message: hours == 0
        ? "Every hour already has its default target."
        : "\(hours) changed \(hours == 1 ? "hour goes" : "hours go") back to the default day.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    // An action's handler runs after the alert's dismissal has written `false` back.
    alert.addAction(
      AlertAction(title: "Reset", style: .destructive) { [model] in model.resetSchedule() })
    return alert
  }
}
