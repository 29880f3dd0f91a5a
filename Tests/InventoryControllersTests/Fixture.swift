import CursesKit
import InventoryControllers
import TerminalCore
import TestSupport

/// The seed app on tab One, mounted in CursesKit: for what only CursesKit draws. Behaviours
/// both renderers share are in InventorySessionTests/Behaviour.
@MainActor
final class Fixture: InventoryHarness {
  init(width: Int = 80, height: Int = 24) {
    super.init(width: width, height: height) { app in
      WindowRenderer(configure: { window in
        window.keyHintsProvider = { [weak app] in app?.keyHints }
      }) {
        ContentViewController(model: app)
      }
    }
  }

  // Key scripts from tab One.
  func openEdit() {
    openInventory()
    send(.enter)
  }
  func openColorPicker() {
    openEdit()
    send(.down, .enter)
  }
  func addItem(named name: String) {
    openInventory()
    send(.character("a"))
    type(name)
    send(.control("s"))
  }
}
