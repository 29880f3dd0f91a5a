import Clocks
import TerminalCore

extension SwapHost {
  /// The screen as plain text after `scripts` are played into the host, mounted on a
  /// headless terminal of `size`: what `--snapshot COLSxROWS --keys SCRIPT` prints. A
  /// script's `<wait …>` advances a clock of its own, so nothing waits for real.
  ///
  /// ```swift
  /// let screen = await host.snapshot(size: Size(width: 80, height: 24), playing: [keys])
  /// ```
  public func snapshot(size: Size, playing scripts: [KeyScript]) async -> String {
    await snapshot(size: size, playing: scripts, format: .text)
  }

  /// The screen after `scripts`, as ``snapshot(size:playing:)`` draws it, written in
  /// `format`: what `--snapshot COLSxROWS --format svg` prints.
  ///
  /// ```swift
  /// let svg = await host.snapshot(size: Size(width: 80, height: 24), playing: [], format: .svg)
  /// ```
  public func snapshot(size: Size, playing scripts: [KeyScript], format: SnapshotFormat) async
    -> String
  {
    let terminal = HeadlessTerminal(size: size)
    let loop = EventLoop(terminal: terminal)
    loop.stopsOnControlC = false
    loop.onEvent = { [unowned self] event in _ = handle(event) }
    loop.onDraw = { [unowned self] canvas in draw(into: &canvas) }
    mount(size: size) { [weak loop] in loop?.setNeedsFrame() }
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    let clock = ManualClock()
    for script in scripts { await script.play(into: terminal, loop: loop, clock: clock) }
    loop.setNeedsFrame()
    loop.drawFrameIfNeeded()
    unmount()
    return terminal.screen.rendered(as: format)
  }
}
