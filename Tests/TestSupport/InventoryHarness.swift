import Clocks
import CursesTesting
import Inventory
import TerminalCore

/// The inventory app on its seed data with a manual clock, mounted in a headless terminal as
/// the session mounts it: each key goes through the view models' key table before the
/// renderer. The fixture of each renderer module's own tests
/// (what only that renderer draws); behaviours every renderer shares are tested through the
/// session, once for all renderer kinds.
///
/// ```swift
/// let app = InventoryHarness { app in ViewRenderer { ContentView(model: app) } }
/// app.openInventory()
/// app.send(.character("a"))
/// await app.advance(milliseconds: 500)
/// expectSnapshot(app.screen, named: "add-predicted-80x24")
/// ```
@MainActor
open class InventoryHarness: RendererHarness {
  /// The clock the app's timers run on; nothing happens until it is advanced.
  public let clock: ManualClock
  /// The app's models.
  public let app: AppViewModel

  /// The renderer `makeRenderer` makes on a fresh seed app, in a `width`×`height` terminal.
  public init(
    width: Int = 80, height: Int = 24,
    renderer makeRenderer: @MainActor (AppViewModel) -> any Renderer
  ) {
    let clock = ManualClock()
    let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    let size = Size(width: width, height: height)
    self.clock = clock
    self.app = app
    super.init(
      makeRenderer(app), size: size, dispatch: { app.handleKey($0, renderer: $1) })
  }

  /// Lets timers on the manual clock fire.
  public func advance(milliseconds: Int) async {
    await clock.advance(by: .milliseconds(milliseconds))
  }

  /// Opens the Inventory tab, with `2`.
  public func openInventory() { send(.character("2")) }
}
