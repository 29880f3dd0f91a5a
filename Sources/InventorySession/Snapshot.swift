import Inventory
import TerminalCore

/// `--snapshot`: a whole session in a headless terminal, printed as text.
@MainActor
enum Snapshot {
  /// The screen after mounting `renderer` on `app` at `size` and playing `keys`, where each
  /// `<wait …>` advances the manual clock so that timers fire without real waiting.
  static func screen(
    of app: AppViewModel, renderer: RendererKind, size: Size, keys: KeyScript?,
    clock: ManualClock, makeRenderer: @escaping Session.RendererFactory
  ) async -> String {
    let terminal = HeadlessTerminal(size: size)
    let loop = EventLoop(terminal: terminal)
    let session = Session(
      app: app, renderer: renderer, size: size, makeRenderer: makeRenderer,
      invalidate: { [weak loop] in loop?.setNeedsFrame() })
    loop.stopsOnControlC = false
    loop.onEvent = { session.handle($0) }
    loop.onDraw = { session.draw(into: &$0) }
    // As interactively, the first frame is drawn before any key arrives.
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    await keys?.play(into: terminal, loop: loop, clock: clock)
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    session.end()
    return terminal.plainText()
  }
}
