import CursesBridge
import CursesUI
import Inventory
import InventoryControllerParts
import TerminalCore

/// The item form's stock gauge in CursesUI: CursesKit's ``StockGaugeView`` through a
/// representable, so both renderers draw the one gauge class. The needle's position is the
/// form's (``ItemViewModel/gaugePosition``), which moves it over 300 ms on the injected clock;
/// `updateView` reads it under observation, so each step redraws.
struct StockGauge: ViewRepresentable {
  let form: ItemViewModel

  func makeView(context: Context) -> StockGaugeView { StockGaugeView() }

  func updateView(_ view: StockGaugeView, context: Context) {
    view.maximum = Double(form.gaugeScale)
    view.value = form.gaugePosition
    view.isDimmed = form.isSaving
  }

  /// One row as wide as offered: the stepper's row has no room for the scale's second row.
  func sizeThatFits(_ proposal: ProposedSize, view: StockGaugeView, context: Context) -> Size? {
    let width = proposal.width ?? view.intrinsicContentSize.width
    return width < StockGaugeView.minimumWidth ? .zero : Size(width: width, height: 1)
  }
}
