import Clocks
import CursesSwap
import Inventory
import InventorySession
import TerminalCore

/// A ``HeadlessSession`` with the real renderers, written the way the tests read: key scripts
/// as strings, a fresh seed app by default, and the screen below the bar on its own.
@MainActor
final class SessionHarness {
  let headless: HeadlessSession

  /// A session on `app` (a fresh seed app by default) showing `renderer`; `makeRenderer`
  /// builds the renderers (the real ones by default).
  init(
    _ renderer: RendererKind, size: Size = Size(width: 80, height: 24),
    app: AppViewModel? = nil, clock: ManualClock? = nil,
    makeRenderer: @escaping Session.RendererFactory = { $0.makeRenderer(for: $1) }
  ) {
    let clock = clock ?? ManualClock()
    let app = app ?? AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    headless = HeadlessSession(
      app: app, clock: clock, renderer: renderer, size: size, makeRenderer: makeRenderer)
  }

  var app: AppViewModel { headless.app }
  var clock: ManualClock { headless.clock }
  var session: Session { headless.session }

  /// Plays a key script: keys one turn each, `<wait …>` advances the manual clock.
  func play(_ script: String) async throws {
    await headless.play(try KeyScript(parsing: script))
  }

  /// Presses F3 until `kind` is on screen (on the focused side, in split view), at most once
  /// per renderer: the way back after an F2 that left a shell (F2 from a shell goes to a
  /// pure renderer, and F2 from there to the other pure one), or to any renderer from another.
  func returnTo(_ kind: RendererKind) async throws {
    for _ in RendererKind.allCases where session.rendererKind != kind { try await play("<F3>") }
  }

  /// The whole screen, bar included.
  var screen: String { headless.screen }

  /// The screen below the bar: what the renderer drew.
  var appScreen: String {
    String(screen.drop { $0 != "\n" }.dropFirst())
  }
}
