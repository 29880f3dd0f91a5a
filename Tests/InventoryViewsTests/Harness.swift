import Inventory
import InventoryViews
import TerminalCore
import TestSupport

/// A fresh app on seed data with a manual clock, driven through a ``DeclarativeRenderer``.
@MainActor
final class App: InventoryHarness {
  init(width: Int = 80, height: Int = 24) {
    super.init(DeclarativeRenderer(), width: width, height: height)
  }
}
