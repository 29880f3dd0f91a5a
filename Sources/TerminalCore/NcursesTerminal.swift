import CNcurses
import Foundation

/// The real terminal, through ncurses: alternate screen, raw keys, mouse, colours.
///
/// Each frame is copied into ncurses' virtual screen (only the cells that changed since the last
/// frame) and ends in a single `doupdate`, which sends only what differs on screen: an unchanged
/// frame writes nothing at all. The screen is never cleared except for an explicit full repaint
/// (after a resize or a resume from Ctrl-Z).
///
/// The terminal is restored by ``restore()``, and by the terminal guard on signals, traps and
/// `exit`, so the user's shell always comes back in cooked mode on the main screen.
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// defer { terminal.restore() }
/// ```
@MainActor
public final class NcursesTerminal: Terminal {
  public internal(set) var size: Size
  /// Whether colours are drawn; false on monochrome terminals and when `NO_COLOR` is set.
  public let usesColor: Bool
  /// How long ncurses waits after Esc for the rest of an escape sequence, in milliseconds.
  public static let escapeDelay: Int32 = 25

  var lastFrame: Canvas?
  /// Whether the terminal's cursor is visible (a text field has focus).
  private var isCursorShown = false
  var pendingEvents: [InputEvent] = []
  /// The paste being read, between the terminal's start and end markers.
  var paste: PasteCollector?
  var colorPairs: [ColorPairKey: Int32] = [:]
  private var screen: OpaquePointer?

  /// Starts ncurses on standard input and output.
  ///
  /// - Throws: ``TerminalUnavailable`` with a message for the user when standard input or output
  ///   is not a terminal, `TERM` is unset or unknown or cannot move the cursor, or the window
  ///   is larger than ncurses can hold.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(TerminalUnavailable)
  {
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
    guard let screen = newterm(term, cn_stdout(), cn_stdin()) else {
      throw .startFailed(term, size: found)
    }
    self.screen = screen
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    usesColor = has_colors() && !noColor
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    configureModes()
    TerminalGuard.arm(restoreSequence: Self.restoreSequence())
    StderrCapture.begin()
  }

  /// Leaves the program's screen: main screen, cursor, echo and cooked mode come back.
  /// Safe to call more than once.
  public func restore() {
    guard screen != nil else { return }
    TerminalGuard.disarm()
    Self.setBracketedPaste(false)
    endwin()
    StderrCapture.end()
    if let screen { delscreen(screen) }
    screen = nil
  }

  public func present(_ canvas: Canvas) {
    guard screen != nil else { return }
    var changed = 0
    let rows = min(canvas.size.height, size.height)
    let columns = min(canvas.size.width, size.width)
    let previous = lastFrame.flatMap { $0.size == canvas.size ? $0 : nil }
    for y in 0..<rows {
      for x in 0..<columns {
        let cell = canvas[x, y]
        if let previous, previous[x, y] == cell { continue }
        changed += 1
        if cell.isContinuation { continue }
        if cell.width == 2 && x + 1 >= columns {
          put(.blank(cell.style), x: x, y: y)
        } else {
          put(cell, x: x, y: y)
        }
      }
    }
    let cursorMoved = canvas.cursor != previous?.cursor || previous == nil
    lastFrame = canvas
    guard changed > 0 || cursorMoved else { return }
    placeCursor(canvas.cursor)
    wnoutrefresh(cn_stdscr())
    doupdate()
  }

  /// Shows the terminal's cursor at `point` (the focused text field's insertion point) or
  /// hides it. While it is hidden ncurses may leave it wherever drawing ended, which saves
  /// the bytes of moving it back; while it is shown it goes where the canvas says.
  private func placeCursor(_ point: Point?) {
    if let point, point.x < size.width, point.y < size.height {
      if !isCursorShown {
        leaveok(cn_stdscr(), false)
        curs_set(1)
        isCursorShown = true
      }
      wmove(cn_stdscr(), Int32(point.y), Int32(point.x))
    } else if isCursorShown {
      leaveok(cn_stdscr(), true)
      curs_set(0)
      isCursorShown = false
    }
  }

  /// Writes one cell into ncurses' virtual screen.
  ///
  /// The C library's idea of a character's width can differ from ``TextWidth`` (emoji with a
  /// variation selector, flags, emoji newer than the libc tables). When ncurses would advance
  /// only one column for a cell the canvas gives two, the second column is written as a blank
  /// so that nothing stale stays there.
  private func put(_ cell: Cell, x: Int, y: Int) {
    // Joined emoji reach the terminal as their first emoji (see TerminalGrapheme).
    var characters = TerminalGrapheme.scalars(for: cell.text).prefix(5).map {
      wchar_t(bitPattern: $0.value)
    }
    characters.append(0)
    let pair = colorPair(for: cell.style)
    let attributes = self.attributes(for: cell.style)
    let libraryWidth = cn_wcwidth(characters[0])
    if libraryWidth < 1
      || cn_put_cell(Int32(y), Int32(x), characters, attributes, pair) == CN_UNREPRESENTABLE
    {
      // Not printable for ncurses (unknown to libc, or too long a sequence): a placeholder.
      _ = cn_put_cell(Int32(y), Int32(x), [0xFFFD, 0], attributes, pair)
    }
    if cell.width == 2, libraryWidth != 2, x + 1 < size.width {
      _ = cn_put_cell(Int32(y), Int32(x + 1), [0x20, 0], attributes, pair)
    }
  }

  /// Forgets what is on screen so the next frame repaints every cell.
  public func setNeedsFullRepaint() {
    lastFrame = nil
    clearok(cn_curscr(), true)
  }

  private func configureModes() {
    raw()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    nodelay(cn_stdscr(), true)
    leaveok(cn_stdscr(), true)
    cn_set_escdelay(Self.escapeDelay)
    curs_set(0)
    isCursorShown = false
    if usesColor {
      start_color()
      use_default_colors()
    }
    mouseinterval(0)
    let buttons = cn_button1_pressed() | cn_button4_pressed() | cn_button5_pressed()
    mousemask(buttons, nil)
    cn_define_paste_keys()
    Self.setBracketedPaste(true)
  }

  /// Asks the terminal to mark pasted text (DEC mode 2004), so a paste arrives as one
  /// ``InputEvent/paste(_:)`` instead of keys; terminals without the mode ignore it.
  static func setBracketedPaste(_ on: Bool) {
    fputs(on ? "\u{1B}[?2004h" : "\u{1B}[?2004l", cn_stdout())
    fflush(cn_stdout())
  }

  /// Makes sure the C locale encodes text as UTF-8, which the wide-character API needs.
  private static func chooseUTF8Locale() {
    setlocale(LC_ALL, "")
    if cn_locale_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  /// The bytes that leave the program's screen modes, for the signal guard.
  private static func restoreSequence() -> [UInt8] {
    var bytes: [UInt8] = []
    for capability in ["sgr0", "cnorm", "rmkx"] {
      if let value = cn_tigetstr(capability) { bytes += Array(String(cString: value).utf8) }
    }
    bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l".utf8)
    if let value = cn_tigetstr("rmcup") { bytes += Array(String(cString: value).utf8) }
    return bytes
  }
}
