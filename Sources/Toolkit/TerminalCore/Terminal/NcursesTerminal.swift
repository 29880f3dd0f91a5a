import CNcurses
import Foundation

/// The real terminal, through ncurses: alternate screen, raw keys, mouse, colours.
///
/// ncurses sets the terminal up and gives it back; its input is decoded by an
/// ``InputDecoder``, and frames are written by a ``FrameEncoder`` with the terminal's own
/// sequences, which sends only what differs from the last frame, in one write: an unchanged
/// frame writes nothing at all. (It
/// writes fewer bytes than ncurses' own update, which resets colours and attributes twice and
/// designates the character set on every change of attributes: about a tenth of moving the
/// highlight in a list.) The screen is never cleared except for an explicit full repaint
/// (after a resize or a resume from Ctrl-Z).
///
/// The terminal is restored by ``restore()``, and by the terminal guard on signals, traps and
/// `exit`, so the user's shell always comes back in cooked mode on the main screen.
///
/// Inline (``TerminalRun/Screen/inline(rows:)``), the terminal draws in a band of rows below
/// the shell's output instead, without the alternate screen and without starting ncurses'
/// screen (see `NcursesTerminal+Inline.swift`): what the shell printed before stays above it.
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// defer { terminal.restore() }
/// let band = try NcursesTerminal(screen: .inline(rows: 8))  // 8 rows below the prompt
/// ```
@MainActor
public final class NcursesTerminal: Terminal {
  public internal(set) var size: Size
  /// Whether colours are drawn; false on monochrome terminals and when `NO_COLOR` is set.
  public let usesColor: Bool
  /// How long the terminal waits after Esc for the rest of an escape sequence, in
  /// milliseconds: no rest within it, and the Esc is the Escape key.
  public static let escapeDelay: Int32 = 25

  /// What the terminal shows, and the bytes that change it.
  var encoder = FrameEncoder(capabilities: .ansi)
  /// Inline: the rows asked for (the band has at most the screen's height); `nil` on the
  /// whole screen.
  let inlineRows: Int?
  /// Inline: the whole terminal's size (``size`` is the band's).
  var terminalSize = Size(width: 0, height: 0)
  /// Inline: the band's row in the canvas that the terminal's cursor was last left on, which
  /// finds the band again after a resize; `nil` when unknown.
  var cursorRowInBand: Int?
  /// Input read while waiting for a cursor report (keys typed ahead), not decoded yet.
  var typedAhead: [UInt8] = []
  /// Whether a cursor report was asked for and did not come in time: when it comes, it is
  /// taken out of the input, not decoded as a key.
  var awaitsLateCursorReport = false
  /// Whether the terminal is the program's (until ``restore()``).
  var isActive = false
  var pendingEvents: [InputEvent] = []
  /// Turns the bytes read into keys, mouse reports and pastes.
  var decoder = InputDecoder()
  /// Where each read lands: made once, not per key (a block is 64 KB).
  var inputBuffer = [UInt8](repeating: 0, count: NcursesTerminal.blockSize)
  private var screen: OpaquePointer?

  /// Starts ncurses on standard input and output, on the whole screen (the alternate one) or
  /// inline, in a band of rows below the shell's output.
  ///
  /// ```swift
  /// let terminal = try NcursesTerminal(screen: .inline(rows: 10))
  /// terminal.size  // the screen's width × 10 (fewer rows on a shorter screen)
  /// ```
  ///
  /// - Throws: ``TerminalUnavailable`` with a message for the user when standard input or output
  ///   is not a terminal, `TERM` is unset or unknown or cannot move the cursor, or the window
  ///   is larger than ncurses can hold.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    screen mode: TerminalRun.Screen = .fullScreen
  ) throws(TerminalUnavailable) {
    guard isatty(STDIN_FILENO) == 1 else { throw .stdinNotTerminal }
    guard isatty(STDOUT_FILENO) == 1 else { throw .stdoutNotTerminal }
    guard let term = environment["TERM"], !term.isEmpty else { throw .termUnset }
    var status: Int32 = 0
    guard setupterm(term, STDOUT_FILENO, &status) == OK else { throw .unknownTerm(term) }
    // setupterm has read terminfo and the window size without writing a byte; newterm would
    // start drawing, so everything that makes it fail or draw garbage is refused here.
    let found = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    if let problem = TerminalUnavailable.problem(
      term: term, canAddressCursor: cn_tigetstr("cup") != nil, size: found,
      largestSide: Int(cn_largest_side()))
    {
      throw problem
    }

    Self.chooseUTF8Locale()
    TerminalGuard.saveModes()
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    if case .inline(let rows) = mode {
      // No newterm: it would enter the alternate screen and clear it. terminfo is read.
      inlineRows = max(1, rows)
      usesColor = cn_tigetnum("colors") > 0 && cn_tigetstr("setaf") != nil && !noColor
      terminalSize = found
      size = Size(width: found.width, height: min(max(1, rows), found.height))
      decoder = InputDecoder(keySequences: Self.terminfoKeySequences())
      encoder = FrameEncoder(
        capabilities: TerminalCapabilities(terminfoUsingColor: usesColor),
        libraryWidth: { Int(cn_wcwidth(wchar_t(bitPattern: $0.value))) })
      isActive = true
      startInline()
      StderrCapture.begin()
      return
    }
    inlineRows = nil
    guard let screen = newterm(term, cn_stdout(), cn_stdin()) else {
      throw .startFailed(term, size: found)
    }
    self.screen = screen
    isActive = true
    usesColor = has_colors() && !noColor
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    configureModes()
    decoder = InputDecoder(keySequences: Self.terminfoKeySequences())
    encoder = FrameEncoder(
      capabilities: TerminalCapabilities(terminfoUsingColor: usesColor),
      libraryWidth: { Int(cn_wcwidth(wchar_t(bitPattern: $0.value))) })
    setNeedsFullRepaint()
    TerminalGuard.arm(restoreSequence: Self.restoreSequence())
    StderrCapture.begin()
  }

  /// Leaves the program's screen: main screen, cursor, echo and cooked mode come back
  /// (inline, the band's rows are cleared and the cursor left on the first of them, where
  /// the shell's prompt goes). Safe to call more than once.
  public func restore() {
    guard isActive else { return }
    isActive = false
    if inlineRows != nil {
      restoreInline()
      return
    }
    TerminalGuard.disarm()
    Self.setReportingModes(false)
    endwin()
    StderrCapture.end()
    if let screen { delscreen(screen) }
    screen = nil
  }

  public func present(_ canvas: Canvas) {
    guard isActive else { return }
    var frame = canvas
    if canvas.size != size {
      // Drawn for a size the terminal no longer has: what fits, until the resize's frame.
      frame = Canvas(size: size)
      frame.draw(canvas, at: .zero)
    }
    let bytes = encoder.encode(frame)
    if inlineRows != nil { cursorRowInBand = encoder.cursor?.y }
    guard !bytes.isEmpty else { return }
    Self.writeAll(bytes)
  }

  /// Writes the OSC 52 sequence that puts `text` on the terminal's clipboard; returns whether
  /// every byte went out.
  public func copyToClipboard(_ text: String) -> Bool {
    guard isActive else { return false }
    return Self.writeAll(Clipboard.sequence(copying: text))
  }

  /// Writes all of `bytes` to standard output, through interrupted and partial writes;
  /// returns false when the terminal is gone (the hang-up ends the program).
  @discardableResult
  static func writeAll(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written == 0 || (errno != EINTR && errno != EAGAIN) {
          return false
        }
      }
      return true
    }
  }

  /// Clears the screen (inline, the band's rows) and forgets what was on it, so the next
  /// frame draws every cell.
  public func setNeedsFullRepaint() {
    guard inlineRows == nil else {
      encoder.forgetScreen()
      return
    }
    settleNcursesScreen()
    encoder.assumeBlankScreen(of: size)
  }

  /// Lets ncurses bring the terminal in line with its own (blank) screen now, after a start,
  /// resize or resume: it would otherwise do so in the next key read, over the frame.
  /// Nothing is drawn through ncurses, so afterwards it has nothing to send.
  private func settleNcursesScreen() {
    clearok(cn_curscr(), true)
    wnoutrefresh(cn_stdscr())
    doupdate()
  }

  private func configureModes() {
    raw()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    nodelay(cn_stdscr(), true)
    leaveok(cn_stdscr(), true)
    curs_set(0)
    Self.setReportingModes(true)
  }

  /// Asks the terminal to report the mouse and to mark pasted text, or to stop. The mouse:
  /// presses and releases (mode 1000), moves with a button held (1002), in SGR form (1006),
  /// which has no column limit and says which button came up; a terminal without 1006 sends
  /// X10 reports, decoded too. Pastes: DEC mode 2004, so a paste arrives as one
  /// ``InputEvent/paste(_:)`` instead of keys. A terminal ignores the modes it lacks. The
  /// decoder reads the reports, not ncurses, so ncurses is not asked for the mouse.
  static func setReportingModes(_ on: Bool) {
    let modes = on ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h" : reportingModesOff
    fputs(modes, cn_stdout())
    fflush(cn_stdout())
  }

  /// What turns the reporting modes off, also sent by the signal guard.
  static let reportingModesOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l"

  /// Makes sure the C locale encodes text as UTF-8, which the wide-character API needs.
  private static func chooseUTF8Locale() {
    setlocale(LC_ALL, "")
    if cn_locale_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  /// The bytes that leave the program's screen modes, for the signal guard.
  private static func restoreSequence() -> [UInt8] {
    var bytes = leavingModesSequence()
    if let value = cn_tigetstr("rmcup") { bytes += Array(String(cString: value).utf8) }
    return bytes
  }

  /// Attributes, the cursor, keypad and the reporting modes back as the shell had them.
  static func leavingModesSequence() -> [UInt8] {
    var bytes: [UInt8] = []
    for capability in ["sgr0", "cnorm", "rmkx"] {
      if let value = cn_tigetstr(capability) { bytes += Array(String(cString: value).utf8) }
    }
    bytes += Array(reportingModesOff.utf8)
    return bytes
  }
}
