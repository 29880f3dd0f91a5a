import CursesBridge
import CursesKit
import CursesUI
import TerminalCore

/// CursesKit's `AlertController`, presented from a CursesUI tree while
/// ``Thermostat/isConfirmingReset``.
///
/// The represented controller is an empty, zero-sized `ViewController`: all it does is
/// present, from the model's flag through `present(isPresented:)`, which presents the alert
/// when the flag turns on, dismisses it when the model turns it off, and writes `false` back
/// on the user's dismissal (Esc, Cancel, Reset). The alert covers the whole CursesUI screen
/// and takes every key while up.
struct ResetAlert: ViewControllerRepresentable {
  let model: Thermostat

  func makeViewController(context: Context) -> ViewController {
    let controller = ViewController()
    controller.present(isPresented: Binding(model, \.isConfirmingReset)) { [model] in
      Self.makeAlert(for: model)
    }
    return controller
  }

  func updateViewController(_ controller: ViewController, context: Context) {}

  /// Takes no room in the layout: only its presentation is seen.
  func sizeThatFits(
    _ proposal: ProposedSize, viewController: ViewController, context: Context
  ) -> Size? { .zero }

  private static func makeAlert(for model: Thermostat) -> AlertController {
    let hours = model.changedHours
    let alert = AlertController(
      title: "Reset the schedule?",
      message: hours == 0
        ? "Every hour already has its default target."
        : "\(hours) changed \(hours == 1 ? "hour goes" : "hours go") back to the default day.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      AlertAction(title: "Reset", style: .destructive) { [model] in model.resetSchedule() })
    return alert
  }
}
