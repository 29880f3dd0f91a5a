import Inventory
import InventoryControllers
import TerminalCore
import TestSupport

/// The seed app on tab One with a manual clock, mounted in a headless terminal: for what only
/// CursesKit draws. Behaviours both renderers share are in InventorySessionTests/Behaviour.
@MainActor
struct Fixture {
  let clock = ManualClock()
  let app: AppViewModel
  let harness: RendererHarness<AppViewModel>

  init(width: Int = 80, height: Int = 24) {
    app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    harness = RendererHarness(
      ImperativeRenderer(), app: app, size: Size(width: width, height: height))
  }

  var screen: String { harness.screen }

  func send(_ events: InputEvent...) {
    for event in events { harness.send(event) }
  }

  func type(_ text: String) { harness.type(text) }

  func advance(milliseconds: Int) async {
    await clock.advance(by: .milliseconds(milliseconds))
  }

  // Key scripts from tab One.
  func openInventory() { send(.character("2")) }
  func openEdit() {
    openInventory()
    send(.key(.enter))
  }
  func openColorPicker() {
    openEdit()
    send(.key(.down), .key(.enter))
  }
  func addItem(named name: String) {
    openInventory()
    send(.character("a"))
    type(name)
    send(.key(.control("s")))
  }
}
