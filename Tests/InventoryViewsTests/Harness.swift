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
    harness = RendererHarness(
      DeclarativeRenderer(), app: model, size: Size(width: width, height: height))
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
