/// Cells, cursor moves and attributes: each by the shortest sequence the terminal has.
extension FrameEncoder {
  /// Writes one cell where the cursor is, in its style.
  ///
  /// When the C library's width of the character differs from the canvas's (emoji newer
  /// than its tables, for one), the terminal may draw it either way: the column after it is
  /// blanked first, so a terminal that draws it narrow leaves nothing stale there and one
  /// that draws it wide covers the blank; the cursor's column is unknown afterwards.
  mutating func draw(_ cell: Cell, at point: Point) {
    if isTerminalsLastCell(point), !capabilities.writesLastCell { return }
    if let byte = cell.grapheme.printableASCII, cell.width == 1 {
      // Most cells: one column on every terminal, nothing to look up.
      changeStyle(to: cell.style)
      output.append(byte)
      cursor = point.x + 1 < screenSize.width ? Point(x: point.x + 1, y: point.y) : nil
      return
    }
    var scalars = Array(TerminalGrapheme.scalars(for: cell.text).prefix(5))
    var advance = scalars.first.map(libraryWidth) ?? 0
    if advance < 1 {
      // Nothing the terminal can show (unknown to the C library): a placeholder.
      scalars = ["\u{FFFD}"]
      advance = 1
    }
    let width = max(cell.width, 1)
    if width == 2, advance != 2, point.x + 1 < screenSize.width {
      changeStyle(to: cell.style)
      moveCursor(to: Point(x: point.x + 1, y: point.y))
      output.append(0x20)
      cursor = nil
      moveCursor(to: point)
    }
    changeStyle(to: cell.style)
    for scalar in scalars { UTF8.encode(scalar) { output.append($0) } }
    let end = point.x + width
    cursor = advance == width && end < screenSize.width ? Point(x: end, y: point.y) : nil
  }

  /// Moves the cursor to `target` by the shortest of: reprinting the cells in between, a
  /// carriage return, a relative or single-axis move, an absolute one.
  mutating func moveCursor(to target: Point) {
    guard cursor != target else { return }
    var best = capabilities.moveTo(terminalRow(target.y), target.x)
    func consider(_ candidate: [UInt8]?) {
      if let candidate, candidate.count < best.count { best = candidate }
    }
    if let cursor, cursor.y == target.y {
      if target.x == 0 { consider(capabilities.carriageReturn) }
      consider(capabilities.moveToColumn?(target.x, 0))
      if target.x > cursor.x {
        consider(capabilities.moveRight?(target.x - cursor.x, 0))
        consider(reprinted(from: cursor.x, to: target.x, limit: best.count))
      }
    } else if let cursor, let moveToRow = capabilities.moveToRow {
      let row = terminalRow(target.y)
      if cursor.x == target.x { consider(moveToRow(row, 0)) }
      if target.x == 0 { consider(capabilities.carriageReturn + moveToRow(row, 0)) }
    }
    output += best
    cursor = target
  }

  /// The bytes of the row's cells from column `start` up to `end`, which the terminal shows
  /// already, when printing them again in the current style moves the cursor there in fewer
  /// than `limit` bytes; `nil` otherwise.
  private func reprinted(from start: Int, to end: Int, limit: Int) -> [UInt8]? {
    guard end - start < limit else { return nil }
    var bytes: [UInt8] = []
    for x in start..<end {
      let cell = rowCells[x]
      guard cell.width == 1, cell.style == style, cell.text.unicodeScalars.count == 1,
        let scalar = cell.text.unicodeScalars.first, libraryWidth(scalar) == 1
      else { return nil }
      bytes += Array(cell.text.utf8)
      if bytes.count >= limit { return nil }
    }
    return bytes
  }

  /// Sets the terminal's attributes to `target`'s: one reset when any attribute goes off,
  /// then each attribute and colour that is not on yet.
  mutating func changeStyle(to target: Style) {
    let target = drawable(target)
    guard style != target else { return }
    var current = style ?? .plain
    let foregroundOff = target.foreground == .default && current.foreground != .default
    let backgroundOff = target.background == .default && current.background != .default
    let colorsNeedReset =
      (foregroundOff && capabilities.defaultForeground == nil)
      || (backgroundOff && capabilities.defaultBackground == nil)
    let attributeOff =
      (current.bold && !target.bold) || (current.dim && !target.dim)
      || (current.reverse && !target.reverse) || (current.underline && !target.underline)
      || (current.italic && !target.italic)
    let linkChanged = style?.linkNumber != target.linkNumber
    if style == nil || attributeOff || (colorsNeedReset && capabilities.defaultColors == nil) {
      output += capabilities.resetAttributes
      current = .plain
    } else if colorsNeedReset || (foregroundOff && backgroundOff),
      let defaultColors = capabilities.defaultColors
    {
      // Both colours back to the default: one sequence is shorter than two.
      output += defaultColors
      current.foreground = .default
      current.background = .default
    }
    if target.bold, !current.bold, let bold = capabilities.bold { output += bold }
    if target.dim, !current.dim, let dim = capabilities.dim { output += dim }
    if target.reverse, !current.reverse, let reverse = capabilities.reverse { output += reverse }
    if target.underline, !current.underline, let underline = capabilities.underline {
      output += underline
    }
    if target.italic, !current.italic, let italic = capabilities.italic { output += italic }
    if target.foreground != current.foreground {
      output += colorSequence(
        target.foreground, set: capabilities.setForeground,
        default: capabilities.defaultForeground)
    }
    if target.background != current.background {
      output += colorSequence(
        target.background, set: capabilities.setBackground,
        default: capabilities.defaultBackground)
    }
    if linkChanged, capabilities.hyperlinks { output += Self.hyperlinkSequence(target.link) }
    style = target
  }

  /// OSC 8 opening a link to `link`'s target (already printable ASCII), or closing the one
  /// open for `nil`; an SGR reset leaves a link open, so it is closed on its own.
  static func hyperlinkSequence(_ link: Hyperlink?) -> [UInt8] {
    Array("\u{1B}]8;;\(link?.url ?? "")\u{1B}\\".utf8)
  }

  /// `style` as this terminal can draw it: no colour where it has none, no link where it
  /// takes none.
  private func drawable(_ style: Style) -> Style {
    var copy = style
    if !capabilities.hyperlinks { copy.linkNumber = 0 }
    guard capabilities.colors == 0 else { return copy }
    copy.foreground = .default
    copy.background = .default
    return copy
  }

  private func colorSequence(
    _ color: TerminalColor, set: TerminalCapabilities.Parameterized?, default reset: [UInt8]?
  ) -> [UInt8] {
    let number = Self.number(for: color, available: capabilities.colors)
    return number < 0 ? reset ?? [] : set?(Int(number), 0) ?? []
  }

  /// Shows the terminal's cursor at `point` or hides it.
  mutating func placeCursor(_ point: Point?) {
    if let point, point.x < screenSize.width, point.y < screenSize.height {
      moveCursor(to: point)
      if isCursorVisible != true, let show = capabilities.showCursor {
        output += show
        isCursorVisible = true
      }
    } else if isCursorVisible != false, let hide = capabilities.hideCursor {
      output += hide
      isCursorVisible = false
    }
  }

  /// The colour number for `color` on a terminal with `available` colours; -1 is the default.
  ///
  /// Palette colours beyond what the terminal has fall back to the nearest basic colour.
  static func number(for color: TerminalColor, available: Int) -> Int {
    guard let index = color.paletteIndex else { return -1 }
    if index < available { return index }
    if index < 16 { return index - 8 }
    return nearestBasicColor(toPaletteIndex: index)
  }

  /// The nearest of the 8 basic colours to a 256-colour palette entry.
  static func nearestBasicColor(toPaletteIndex index: Int) -> Int {
    if index >= 232 { return index >= 244 ? 7 : 0 }
    let cube = index - 16
    let red = cube / 36 >= 3 ? 1 : 0
    let green = (cube / 6) % 6 >= 3 ? 1 : 0
    let blue = cube % 6 >= 3 ? 1 : 0
    return red | green << 1 | blue << 2
  }
}
