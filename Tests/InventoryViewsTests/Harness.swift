import Inventory
import InventoryViews
import TerminalCore
import TestSupport

/// A fresh app on seed data with a manual clock, driven through a ``DeclarativeRenderer``.
@MainActor
struct App {
  let clock = ManualClock()
  let model: AppViewModel
  let harness: RendererHarness<AppViewModel>

  init(width: Int = 80, height: Int = 24) {
    model = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    model.screenSize = Size(width: width, height: height)
    // Keys go through the view models' key table first, as in the session.
    let model = model
    harness = RendererHarness(
      DeclarativeRenderer(), model: model, size: Size(width: width, height: height),
      dispatch: { model.handleKey($0, renderer: $1) })
  }

  var screen: String { harness.screen }

  func keys(_ keys: Key...) { for key in keys { harness.send(.key(key)) } }
  func type(_ text: String) { harness.type(text) }

  /// Lets timers on the manual clock fire.
  func advance(milliseconds: Int) async {
    await clock.advance(by: .milliseconds(milliseconds))
  }

  /// Opens the Inventory tab with `2`.
  func openInventory() { type("2") }
}
