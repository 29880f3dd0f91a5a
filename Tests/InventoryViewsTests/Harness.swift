import CursesUI
import Inventory
import InventoryViews
import TerminalCore
import TestSupport

/// A fresh app on seed data with a manual clock, drawn by CursesUI.
@MainActor
final class App: InventoryHarness {
  init(width: Int = 80, height: Int = 24) {
    super.init(width: width, height: height) { app in ViewRenderer { ContentView(model: app) } }
  }
}
