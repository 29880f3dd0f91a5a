import CNcurses
import Foundation

/// Inline mode: the program draws in a band of rows below the shell's output, as fzf's
/// `--height` does, instead of on the alternate screen.
///
/// ncurses' screen is never started (`newterm` would enter the alternate screen and clear
/// it): terminfo is read by `setupterm`, raw mode is set through termios from the modes saved
/// for the guard, and input is read and decoded as on the whole screen.
///
/// - Start: the band begins on the cursor's line (the next one when the cursor is inside a
///   line); `rows - 1` newlines make room below it, which scrolls the shell's output up
///   when the screen has fewer rows left. A cursor position report (``CursorReport``, waited
///   for ``cursorReportTimeout``) says where the band is; without an answer it is taken to
///   be the screen's last rows, which are below the cursor whatever line it was on. Keys
///   typed meanwhile are kept for the decoder.
/// - Frames: the ``FrameEncoder`` draws the canvas (the width of the screen × the band's
///   rows) at the band's row with ``FrameEncoder/region``, and writes nothing outside it.
///   Mouse reports are counted from the band's first row (``event(_:inBandAt:rows:)``).
/// - Resize: the band is found again from where the cursor was left in it (on the band's
///   first cell unless the app shows its cursor; a terminal that reflows its lines keeps the
///   cursor on its own), moved up when it no longer fits; then everything from its top down,
///   which is the band's own lines (split in two by a narrower screen, perhaps), is cleared
///   and the band drawn whole. (A window made shorter than the band's bottom has the
///   terminal scroll the band's top into the scrollback before SIGWINCH says so: that copy
///   stays there.)
/// - Ctrl-Z: the band is cleared and the cursor left on its first row, so the shell's
///   "Stopped" line takes its place; `fg` reserves a band again below what the shell printed.
/// - Exit (``restore()``, and the guard on a signal or a crash): the band's rows are cleared
///   and the cursor left on its first row, at column 0, where the shell's prompt goes.
///   What was printed before the program stays as it was.
extension NcursesTerminal {
  /// How long the terminal has to answer a cursor position request, in milliseconds.
  static let cursorReportTimeout = 200

  /// Raw mode, the reporting modes and keypad on, then a band reserved.
  func startInline() {
    TerminalGuard.enterRawMode()
    TerminalGuard.arm(restoreSequence: Self.leavingModesSequence())
    enterProgramModes()
    reserveBand()
  }

  /// The reporting modes and the keypad's application mode, as ncurses' `keypad` sets it,
  /// so keys send the sequences terminfo names.
  private func enterProgramModes() {
    Self.setReportingModes(true)
    if let keypad = cn_tigetstr("smkx") { Self.writeAll(Array(String(cString: keypad).utf8)) }
  }

  /// Reserves a band of ``size``'s rows from the cursor's line (see the extension's
  /// overview) and arms the guard to clear it.
  func reserveBand() {
    let height = terminalSize.height
    let rows = size.height
    let newline: [UInt8] = [0x0D, 0x0A]
    var bytes: [UInt8] = []
    let top: Int
    if let report = askCursorPosition() {
      var start = min(report.row, height - 1)
      if report.column > 0 {
        bytes += newline
        start = min(start + 1, height - 1)
      }
      for _ in 1..<max(rows, 1) { bytes += newline }
      let bottom = min(start + rows - 1, height - 1)
      top = bottom - (rows - 1)
      cursorRowInBand = rows - 1
    } else {
      // The cursor's own line goes above the band, wherever it was.
      for _ in 0..<rows { bytes += newline }
      top = height - rows
      cursorRowInBand = nil
    }
    Self.writeAll(bytes)
    placeBand(top: top)
  }

  /// Draws from now on in the band starting at terminal row `top`, whole on the next frame.
  private func placeBand(top: Int) {
    encoder.region = FrameEncoder.Region(top: top, terminalHeight: terminalSize.height)
    encoder.forgetScreen()
    // Armed again in place: disarming first would leave a signal in between unguarded.
    TerminalGuard.arm(restoreSequence: leavingBandSequence())
  }

  /// The terminal's new size is `newSize`: the band is found again (see the overview),
  /// moved up when the screen no longer holds it below its top, and drawn whole next.
  func findBandAfterResize(to newSize: Size) {
    let rows = min(inlineRows ?? 1, newSize.height)
    let cursorRow = cursorRowInBand
    terminalSize = newSize
    size = Size(width: newSize.width, height: rows)
    var top = newSize.height - rows
    if let report = askCursorPosition() {
      top = max(0, report.row - (cursorRow ?? 0))
    }
    let overflow = top + rows - newSize.height
    var bytes: [UInt8] = []
    if overflow > 0 {
      // Room below: scroll the lines above the band up from the screen's last row.
      bytes += encoder.capabilities.moveTo(newSize.height - 1, 0)
      for _ in 0..<overflow { bytes += [0x0D, 0x0A] }
      top -= overflow
    }
    // From the band's top down the lines are the band's, whatever a reflow made of them.
    bytes += encoder.capabilities.moveTo(top, 0)
    bytes += cn_tigetstr("ed").map { Array(String(cString: $0).utf8) } ?? Array("\u{1B}[J".utf8)
    Self.writeAll(bytes)
    placeBand(top: top)
  }

  /// Ctrl-Z inline: the band cleared, the shell's modes back, stopped; on `fg`, a new band
  /// below what the shell printed meanwhile, drawn whole.
  func suspendInline() {
    TerminalGuard.disarm()
    Self.writeAll(leavingBandSequence())
    TerminalGuard.restoreSavedModes()
    Self.stopUntilContinued()
    TerminalGuard.enterRawMode()
    TerminalGuard.arm(restoreSequence: Self.leavingModesSequence())
    enterProgramModes()
    var rows: Int32 = 0
    var columns: Int32 = 0
    if cn_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
      terminalSize = Size(width: Int(columns), height: Int(rows))
      size = Size(width: Int(columns), height: min(inlineRows ?? 1, Int(rows)))
    }
    reserveBand()
  }

  /// Leaves inline mode: the band cleared, the shell's modes back.
  func restoreInline() {
    TerminalGuard.disarm()
    Self.writeAll(leavingBandSequence())
    TerminalGuard.restoreSavedModes()
    StderrCapture.end()
  }

  /// What leaves the band (also the guard's sequence): the shell's attributes, cursor and
  /// modes, the whole screen as the scrolling region, the band's rows erased, and the
  /// cursor on its first row at column 0.
  func leavingBandSequence() -> [UInt8] {
    let capabilities = encoder.capabilities
    var bytes = Self.leavingModesSequence()
    guard let region = encoder.region else { return bytes }
    if let setRegion = capabilities.setScrollRegion {
      bytes += setRegion(0, region.terminalHeight - 1)
    }
    let erase = capabilities.eraseToEndOfLine ?? Array("\u{1B}[K".utf8)
    for row in region.top..<min(region.top + size.height, region.terminalHeight) {
      bytes += capabilities.moveTo(row, 0) + erase
    }
    bytes += capabilities.moveTo(region.top, 0)
    return bytes
  }

  /// `event` as the app in the band of `rows` from terminal row `top` sees it: a mouse
  /// report counted from the band's first row. A click or a turn of the wheel above or below
  /// the band is not the app's, and is `nil`; a drag or a release there is taken to the
  /// band's nearest row, so a drag that left the band still ends.
  ///
  /// ```swift
  /// NcursesTerminal.event(.mouse(MouseEvent(kind: .click, position: Point(x: 3, y: 20))),
  ///   inBandAt: 18, rows: 6)  // a click at (3, 2) of the band
  /// ```
  nonisolated static func event(_ event: InputEvent, inBandAt top: Int, rows: Int) -> InputEvent? {
    guard case .mouse(var mouse) = event else { return event }
    mouse.position.y -= top
    if !(0..<rows).contains(mouse.position.y) {
      switch mouse.kind {
      case .click, .wheelUp, .wheelDown: return nil
      case .drag, .release: mouse.position.y = min(max(mouse.position.y, 0), rows - 1)
      }
    }
    return .mouse(mouse)
  }

  /// Asks the terminal where its cursor is and waits up to ``cursorReportTimeout`` for the
  /// answer; input read meanwhile is kept in ``typedAhead``. `nil` without an answer (a
  /// late one is taken out of the input when it comes).
  func askCursorPosition() -> CursorReport? {
    Self.writeAll(CursorReport.request)
    var received: [UInt8] = []
    let deadline = ContinuousClock.now + .milliseconds(Self.cursorReportTimeout)
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      let milliseconds = Int32(
        left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      guard milliseconds > 0, let block = readBlock(waitingUpTo: milliseconds) else { break }
      received += block
      let (report, rest) = CursorReport.find(in: received)
      if let report {
        typedAhead += rest
        return report
      }
    }
    typedAhead += received
    awaitsLateCursorReport = true
    return nil
  }
}
