import CursesBridge
import CursesKit
import CursesUI
import TerminalCore

/// The readings' `SparklineView` (CursesKit) inside a CursesUI tree.
///
/// `updateView` copies the thermostat into the view; it reads ``Thermostat/readings`` and
/// ``Thermostat/selectedReading`` under observation, so a new reading redraws the bars
/// without the CursesUI screen doing anything. The view reports the user's selection to the
/// coordinator, which writes it to the thermostat: the view never keeps it on its own. Being
/// a `Control`, the view takes part in Tab focus and gets ← → while focused.
struct Sparkline: ViewRepresentable {
  let model: Thermostat

  /// The view's target: it turns the view's callbacks into writes to the current model.
  @MainActor
  final class Coordinator {
    /// The thermostat of the latest value of the representable.
    var model: Thermostat

    init(model: Thermostat) { self.model = model }

    func select(_ index: Int) { model.selectedReading = index }
  }

  func makeCoordinator() -> Coordinator { Coordinator(model: model) }

  func makeView(context: Context) -> SparklineView {
    let view = SparklineView()
    let coordinator = context.coordinator
    view.onSelect = { index in coordinator.select(index) }
    return view
  }

  /// As many columns as the view wants within the proposal, and always its full height: the
  /// view's own `sizeThatFits(_:)` takes whatever it is offered, and a stack offering it
  /// less (as it does to find what is flexible) would squeeze the bars.
  func sizeThatFits(_ proposal: ProposedSize, view: SparklineView, context: Context) -> Size? {
    view.sizeThatFits(
      Size(width: proposal.width ?? Thermostat.maximumReadings, height: SparklineView.rows))
  }

  func updateView(_ view: SparklineView, context: Context) {
    context.coordinator.model = model
    view.values = model.readings
    view.selectedIndex = model.selectedReading
  }
}
