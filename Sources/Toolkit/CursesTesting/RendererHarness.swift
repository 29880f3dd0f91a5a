import TerminalCore

/// A renderer mounted in a headless terminal, driven by key events as a user would.
///
/// UI tests talk to the harness, never to view-model methods: they send keys, mouse clicks or
/// text, then read the screen. Each `send` is one turn of the event loop (events delivered,
/// then at most one frame); ``screen`` draws a frame first if something asked for one, e.g.
/// a timer that fired after `ManualClock.advance(by:)`.
///
/// ```swift
/// let harness = RendererHarness(ViewRenderer { ContentView(model: app) }, size: Size(width: 80, height: 24))
/// harness.send(.character("2"), .key(.enter))
/// expectSnapshot(harness.screen, named: "edit-keyboard")
/// ```
///
/// An event that nothing used and that a ``/TerminalCore/TerminalRun`` takes as quit (`q` by
/// default, and not while a sheet or an alert is up) sets ``hasQuit``, so a test sees what
/// the real run would do. An app's test fixture subclasses
/// the harness, adding the app's own set-up and steps.
@MainActor
open class RendererHarness {
  /// The in-memory terminal the renderer draws to.
  public let terminal: HeadlessTerminal
  /// The loop that delivers events and draws frames.
  public let loop: EventLoop
  /// The mounted renderer, for what a test asks of it beyond the screen.
  ///
  /// ```swift
  /// #expect(harness.renderer.keyHints == "⏎ add  Tab list")
  /// ```
  public let renderer: any Renderer
  /// Events the renderer did not use (the session's keys, such as F2 or `q`), in order.
  public private(set) var unhandledEvents: [InputEvent] = []
  /// Events that end a real run when nothing used them, as ``/TerminalCore/TerminalRun/quitEvents``.
  public var quitEvents: [InputEvent] = TerminalRun.defaultQuitEvents
  /// Whether a quit key ends the run while the renderer presents something, as
  /// ``/TerminalCore/TerminalRun/quitsWhilePresenting``.
  public var quitsWhilePresenting = false
  /// Whether a quit event reached the harness unused when the run would have taken it (not
  /// while a sheet or an alert was up): a real run would have ended.
  public private(set) var hasQuit = false

  /// Mounts `renderer` in a headless terminal of `size` and draws the first frame.
  ///
  /// - Parameters:
  ///   - renderer: what to run: a `ViewRenderer`, a `WindowRenderer`, a `SwapHost`, or a
  ///     renderer of the app's own.
  ///   - size: the terminal's size.
  ///   - dispatch: how a key reaches the renderer, when the app puts something in front of it
  ///     (the session offers keys to the view models' key table, for instance); given the
  ///     event and the renderer's handler, it returns whether anything used it.
  public init(
    _ renderer: any Renderer, size: Size,
    dispatch: (@MainActor (InputEvent, (InputEvent) -> Bool) -> Bool)? = nil
  ) {
    terminal = HeadlessTerminal(size: size)
    loop = EventLoop(terminal: terminal)
    self.renderer = renderer
    loop.stopsOnControlC = false
    loop.onEvent = { [unowned self] event in
      let renderer = self.renderer
      let handled = dispatch?(event) { renderer.handle($0) } ?? renderer.handle(event)
      guard !handled else { return }
      unhandledEvents.append(event)
      if quitEvents.contains(event), quitsWhilePresenting || !renderer.isPresenting {
        hasQuit = true
      }
    }
    loop.onDraw = { [unowned self] canvas in self.renderer.draw(into: &canvas) }
    renderer.mount(size: size) { [weak loop] in loop?.setNeedsFrame() }
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
  }

  /// Sends events in one turn of the loop.
  public func send(_ events: InputEvent...) {
    terminal.send(events)
    loop.pump()
  }

  /// Types `text`, one character per turn, as a user typing would.
  public func type(_ text: String) {
    for character in text { send(.character(character)) }
  }

  /// Clicks the cell at `x`, `y`.
  public func click(x: Int, y: Int) {
    send(.mouse(MouseEvent(kind: .click, position: Point(x: x, y: y))))
  }

  /// Resizes the terminal; the renderer gets the `.resize` event.
  public func resize(to size: Size) {
    terminal.resize(to: size)
    loop.pump()
  }

  /// The screen as plain text, after drawing any frame that was asked for.
  public var screen: String {
    loop.drawFrameIfNeeded()
    return terminal.plainText()
  }

  /// The screen's cells, after drawing any frame that was asked for: what
  /// ``expectSnapshot(of:named:filePath:sourceLocation:)`` compares as text
  /// and can draw as an SVG.
  ///
  /// ```swift
  /// expectSnapshot(of: harness.canvas, named: "edit-keyboard")
  /// ```
  public var canvas: Canvas {
    loop.drawFrameIfNeeded()
    return terminal.screen
  }

  /// The screen with styles marked, after drawing any frame that was asked for.
  public var styledScreen: String {
    loop.drawFrameIfNeeded()
    return terminal.styledText()
  }

  /// Unmounts the renderer; afterwards model changes must not reach it.
  public func unmount() {
    renderer.unmount()
  }
}
