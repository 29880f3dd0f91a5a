import Clocks
import CursesSwap
import Inventory
import TerminalCore

/// A whole session in an in-memory terminal: what `--snapshot`, the benchmark and the tests
/// drive with key scripts.
///
/// Like the interactive session it draws the first frame before any key arrives; unlike it,
/// `<wait …>` advances a ``ManualClock``, so timers fire without real waiting.
///
/// ```swift
/// let headless = HeadlessSession(app: app, clock: clock, renderer: .imperative, size: size)
/// await headless.play(try KeyScript(parsing: "2<Enter>"))
/// print(headless.screen)
/// ```
@MainActor
public final class HeadlessSession {
  /// The app every renderer draws.
  public let app: AppViewModel
  /// The clock the app's timers sleep on.
  public let clock: ManualClock
  /// The in-memory terminal.
  public let terminal: HeadlessTerminal
  /// The loop that delivers events and draws frames.
  public let loop: EventLoop
  /// The session: bar, renderer, swap.
  public let session: Session

  /// Mounts a `renderer` session on `app` at `size` and draws its first frame.
  public init(
    app: AppViewModel, clock: ManualClock, renderer: RendererKind, size: Size,
    makeRenderer: @escaping Session.RendererFactory = { $0.makeRenderer(for: $1) }
  ) {
    self.app = app
    self.clock = clock
    terminal = HeadlessTerminal(size: size)
    let loop = EventLoop(terminal: terminal)
    self.loop = loop
    let session = Session(
      app: app, renderer: renderer, size: size, makeRenderer: makeRenderer,
      invalidate: { [weak loop] in loop?.setNeedsFrame() })
    self.session = session
    loop.stopsOnControlC = false
    loop.onEvent = { [unowned session] in _ = session.handle($0) }
    loop.onDraw = { [unowned session] in session.draw(into: &$0) }
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
  }

  /// Plays `keys`: each key one turn of the loop, each `<wait …>` an advance of the clock.
  public func play(_ keys: KeyScript) async {
    await keys.play(into: terminal, loop: loop, clock: clock)
  }

  /// The whole screen as plain text, bar included, after drawing a fresh frame.
  ///
  /// ```swift
  /// print(headless.screen)   // what `--snapshot 80x24` prints
  /// ```
  public var screen: String { screen(as: .text) }

  /// The whole screen in `format` (text, an SVG picture, an HTML page), bar included, after
  /// drawing a fresh frame: what `--snapshot` prints for `--format`.
  ///
  /// ```swift
  /// let picture = headless.screen(as: .svg)
  /// ```
  public func screen(as format: SnapshotFormat) -> String {
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    return terminal.screen.rendered(as: format)
  }
}
