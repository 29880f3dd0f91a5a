/// Turns each frame into the bytes that make a terminal showing the last one show it.
///
/// It keeps what the terminal shows (cells, cursor, attributes) and writes only what differs:
/// an unchanged frame is no bytes at all, a changed cell a move and the cell. Between changes
/// it picks the shortest way there (reprinting a few cells, a relative move, an absolute one),
/// erases runs of blanks instead of printing them, turns attributes off with one reset and on
/// one at a time, and scrolls a block of lines that moved (a list scrolled a line) rather
/// than drawing it again.
///
/// ```swift
/// var encoder = FrameEncoder(capabilities: .ansi)
/// var canvas = Canvas(size: Size(width: 80, height: 24))
/// canvas.draw("Hello", at: Point(x: 0, y: 0))
/// write(encoder.encode(canvas))  // clears the screen, then "Hello"
/// canvas.draw("J", at: Point(x: 0, y: 0))
/// write(encoder.encode(canvas))  // "\rJ": back to the line's start, and the changed cell
/// ```
public struct FrameEncoder {
  /// The terminal's sequences.
  public let capabilities: TerminalCapabilities
  /// The columns the C library gives a character (`wcwidth`): where the terminal's cursor
  /// goes after it, and below 1 for what it cannot show.
  let libraryWidth: (Unicode.Scalar) -> Int
  /// What the terminal shows, row-major; empty when unknown (the next frame clears first).
  var screen: [Cell] = []
  var screenSize = Size(width: 0, height: 0)
  /// Where the terminal's cursor is; `nil` when unknown (after a wide character whose width
  /// the terminal may see otherwise, the last column, a scrolling region).
  var cursor: Point?
  /// The attributes the terminal draws with; `nil` when unknown.
  var style: Style?
  /// Whether the terminal shows its cursor; `nil` when unknown.
  var isCursorVisible: Bool?
  /// The frame's bytes so far.
  var output: [UInt8] = []
  /// The new cells of the row being written (what a reprint between two changes prints).
  var rowCells: [Cell] = []
  /// Where the canvas is drawn on the terminal: `nil` on the whole screen, or a band of rows
  /// below the shell's output (inline mode, see ``Region``).
  public var region: Region?

  /// A band of the terminal's rows that the encoder draws the canvas in, and never writes
  /// outside: the canvas's row 0 is the terminal's row ``top``, every absolute move and
  /// scrolling region is offset by it, and the screen is never cleared, only the band's rows.
  ///
  /// ```swift
  /// var encoder = FrameEncoder(capabilities: .ansi)
  /// encoder.region = .init(top: 17, terminalHeight: 24)  // a 6-row canvas on rows 17...22
  /// ```
  public struct Region: Equatable, Sendable {
    /// The terminal row (from 0) the canvas's first row is drawn on.
    public var top: Int
    /// How many rows the whole terminal has: a scrolling region is set back to all of them.
    public var terminalHeight: Int

    /// The band from terminal row `top` of a terminal `terminalHeight` rows high.
    public init(top: Int, terminalHeight: Int) {
      self.top = top
      self.terminalHeight = terminalHeight
    }
  }

  /// The terminal row of the canvas's row `y`.
  func terminalRow(_ y: Int) -> Int { y + (region?.top ?? 0) }

  /// Whether `point` of the canvas is the terminal's bottom-right cell.
  func isTerminalsLastCell(_ point: Point) -> Bool {
    point.x == screenSize.width - 1
      && terminalRow(point.y) == (region?.terminalHeight ?? screenSize.height) - 1
  }

  /// An encoder for a terminal with `capabilities`, whose screen is not known yet.
  ///
  /// - Parameters:
  ///   - capabilities: the terminal's sequences.
  ///   - libraryWidth: the columns the terminal gives a character, by default one for
  ///     anything but what ``TextWidth`` makes two.
  public init(
    capabilities: TerminalCapabilities,
    libraryWidth: @escaping (Unicode.Scalar) -> Int = { TextWidth.of(Character($0)) }
  ) {
    self.capabilities = capabilities
    self.libraryWidth = libraryWidth
  }

  /// The bytes that make the terminal show `canvas` (its cursor too), given that it shows
  /// the last canvas encoded, or anything when the screen was forgotten.
  public mutating func encode(_ canvas: Canvas) -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    if screenSize != canvas.size || screen.isEmpty { clear(to: canvas.size) }
    var changed = changedRows(of: canvas)
    // A scroll moves the screen's rows: which still differ is then asked again.
    if scrollMovedLines(toward: canvas, changed: changed) { changed = changedRows(of: canvas) }
    for y in changed {
      let row = canvas.cells(inRow: y)
      let start = y * screenSize.width
      encodeRow(y, of: row)
      screen.replaceSubrange(start..<start + screenSize.width, with: row)
    }
    if !output.isEmpty, style != .plain { changeStyle(to: .plain) }
    placeCursor(canvas.cursor)
    // Inline, the terminal's cursor is how the band is found again after a resize (a
    // terminal that reflows its lines keeps the cursor on its own): hidden, it waits on the
    // band's first cell, and is never left somewhere unknown.
    if region != nil, isCursorVisible != true || cursor == nil { moveCursor(to: .zero) }
    return output
  }

  /// Takes the terminal as showing a blank screen of `size`, as it is once something else
  /// cleared it; where its cursor is, whether it shows, and its attributes are not known.
  public mutating func assumeBlankScreen(of size: Size) {
    blankScreen(of: size)
    cursor = nil
    style = nil
    isCursorVisible = nil
  }

  /// Forgets what the terminal shows: the next frame clears (only the band's rows, inline)
  /// and draws every cell.
  public mutating func forgetScreen() {
    screen = []
    cursor = nil
    style = nil
    isCursorVisible = nil
  }

  /// Clears the screen in the plain style (the clear takes the current background); inline,
  /// only the band's rows, each erased to its end.
  private mutating func clear(to size: Size) {
    changeStyle(to: .plain)
    blankScreen(of: size)
    guard region != nil else {
      output += capabilities.clearScreen
      cursor = .zero
      return
    }
    for y in 0..<size.height {
      cursor = nil
      moveCursor(to: Point(x: 0, y: y))
      if let erase = capabilities.eraseToEndOfLine {
        output += erase
      } else {
        let last = isTerminalsLastCell(Point(x: size.width - 1, y: y)) ? 1 : 0
        output += Array(repeating: 0x20, count: max(0, size.width - last))
      }
    }
    cursor = nil
    moveCursor(to: .zero)
  }

  /// The screen's model: blank, at `size`.
  private mutating func blankScreen(of size: Size) {
    screen = Array(repeating: .blank(), count: size.width * size.height)
    screenSize = size
  }

  /// The rows of `canvas` that differ from the screen, ascending.
  private func changedRows(of canvas: Canvas) -> [Int] {
    let width = screenSize.width
    return (0..<screenSize.height).filter {
      !Cell.rowsAreEqual(canvas.cells(inRow: $0), screen[$0 * width..<($0 + 1) * width])
    }
  }

  /// Writes the cells of row `y` that differ from the screen's.
  private mutating func encodeRow(_ y: Int, of row: ArraySlice<Cell>) {
    let width = screenSize.width
    let start = y * width
    rowCells = Array(row)
    let cells = rowCells
    let blankTail = cells.lastIndex { !isErasable($0) }.map { $0 + 1 } ?? 0
    var x = 0
    while x < width {
      let cell = cells[x]
      guard cell != screen[start + x] else {
        x += 1
        continue
      }
      if cell.isContinuation {
        // A wide character's right half changed alone (its style): draw the character again.
        if x > 0, cells[x - 1].width == 2, cells[x - 1] == screen[start + x - 1] {
          moveCursor(to: Point(x: x - 1, y: y))
          draw(cells[x - 1], at: Point(x: x - 1, y: y))
        }
        x += 1
        continue
      }
      if x >= blankTail, let erase = capabilities.eraseToEndOfLine {
        eraseFrom(Point(x: x, y: y), with: erase)
        return
      }
      if isErasable(cell), let erased = eraseRun(in: cells, from: x, y: y) {
        x = erased
        continue
      }
      moveCursor(to: Point(x: x, y: y))
      draw(cell, at: Point(x: x, y: y))
      x += max(cell.width, 1)
    }
  }

  /// Erases the blanks from `x` on when that is shorter than printing them; returns the
  /// column after them, or `nil` to print them.
  private mutating func eraseRun(in cells: [Cell], from x: Int, y: Int) -> Int? {
    guard let erase = capabilities.eraseCharacters else { return nil }
    var end = x
    while end < cells.count, isErasable(cells[end]) { end += 1 }
    let sequence = erase(end - x, 0)
    // Printed blanks leave the cursor after them; erasing leaves it in place, which may
    // cost a move later: count one.
    guard sequence.count + 4 < end - x else { return nil }
    eraseFrom(Point(x: x, y: y), with: sequence)
    return end
  }

  private mutating func eraseFrom(_ point: Point, with sequence: [UInt8]) {
    moveCursor(to: point)
    if let style, !style.erasesAsBlank { changeStyle(to: .plain) }
    if style == nil { changeStyle(to: .plain) }
    output += sequence
  }

  /// Whether the cell looks like what an erase leaves: a space on the default background,
  /// neither reversed nor underlined.
  func isErasable(_ cell: Cell) -> Bool {
    cell.isSpace && cell.style.erasesAsBlank
  }
}

extension Style {
  /// Whether a blank in this style looks like an erased cell (a linked blank does not: the
  /// terminal would take the erase into the link).
  var erasesAsBlank: Bool { background == .default && !reverse && !underline && linkNumber == 0 }
}
