import Inventory
import InventoryControllers
import InventorySession
import InventoryViews
import TerminalCore

/// The real renderers, as the executable makes them.
@MainActor
func makeRealRenderer(_ kind: RendererKind) -> any Renderer<AppViewModel> {
  switch kind {
  case .declarative: DeclarativeRenderer()
  case .imperative: ImperativeRenderer()
  }
}

/// A whole session with the real renderers in a headless terminal, driven by key scripts.
@MainActor
final class SessionHarness {
  let app: AppViewModel
  let clock: ManualClock
  let terminal: HeadlessTerminal
  let loop: EventLoop
  let session: Session

  /// A session on `app` (a fresh seed app by default) showing `renderer`.
  init(
    _ renderer: RendererKind, size: Size = Size(width: 80, height: 24),
    app: AppViewModel? = nil, clock: ManualClock? = nil
  ) {
    let clock = clock ?? ManualClock()
    self.clock = clock
    self.app =
      app ?? AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    terminal = HeadlessTerminal(size: size)
    let loop = EventLoop(terminal: terminal)
    self.loop = loop
    session = Session(
      app: self.app, renderer: renderer, size: size, makeRenderer: makeRealRenderer,
      invalidate: { [weak loop] in loop?.setNeedsFrame() })
    loop.stopsOnControlC = false
    loop.onEvent = { [unowned session] in session.handle($0) }
    loop.onDraw = { [unowned session] in session.draw(into: &$0) }
    // As in the real program, the first frame is drawn before any key arrives.
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
  }

  /// Plays a key script: keys one turn each, `<wait …>` advances the manual clock.
  func play(_ script: String) async throws {
    try await KeyScript(parsing: script).play(into: terminal, loop: loop, clock: clock)
  }

  /// The whole screen, bar included, after drawing whatever changed.
  var screen: String {
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    return terminal.plainText()
  }

  /// The screen below the bar: what the renderer drew.
  var appScreen: String {
    String(screen.drop { $0 != "\n" }.dropFirst())
  }
}
