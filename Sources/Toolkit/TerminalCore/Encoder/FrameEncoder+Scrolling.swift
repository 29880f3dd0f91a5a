/// Lines that moved together (a list scrolled by a line or a few) are scrolled on the
/// terminal, inside a scrolling region around them, instead of being drawn again.
extension FrameEncoder {
  /// Scrolls the block of the screen's lines that `canvas` shows a few rows higher or lower,
  /// when that saves drawing at least ``scrollMinimumRows`` of them; the screen's model
  /// moves with it, so the rows then differ only where they really changed. `changed` are
  /// the rows that differ from the screen, ascending. Returns whether it scrolled.
  mutating func scrollMovedLines(toward canvas: Canvas, changed: [Int]) -> Bool {
    guard let setRegion = capabilities.setScrollRegion, screenSize.height >= 4,
      changed.count >= Self.scrollMinimumRows, let shift = likelyShift(changed, canvas)
    else { return false }
    let width = screenSize.width
    func newRow(_ y: Int) -> ArraySlice<Cell> { canvas.cells(inRow: y) }
    func oldRow(_ y: Int) -> ArraySlice<Cell> { screen[y * width..<(y + 1) * width] }
    let isChanged = Set(changed)
    // The longest run of rows that the shift makes right, and how many of them it saves.
    var best: (first: Int, last: Int, saved: Int)?
    var runStart: Int?
    var saved = 0
    for y in 0...screenSize.height {
      let source = y + shift
      let matches =
        y < screenSize.height && source >= 0 && source < screenSize.height
        && Cell.rowsAreEqual(newRow(y), oldRow(source))
      if matches {
        if runStart == nil { (runStart, saved) = (y, 0) }
        if isChanged.contains(y) { saved += 1 }
      } else if let start = runStart {
        if saved > best?.saved ?? 0 { best = (start, y - 1, saved) }
        runStart = nil
      }
    }
    guard let best, best.saved >= Self.scrollMinimumRows else { return false }
    let top = shift > 0 ? best.first : best.first + shift
    let bottom = shift > 0 ? best.last + shift : best.last
    return scroll(rows: top...bottom, by: shift, setRegion: setRegion)
  }

  /// Scrolling saves its cost (two region changes and a move) from three rows on.
  static var scrollMinimumRows: Int { 3 }

  /// The shift most changed rows agree on (positive: the content moved up), found by the
  /// rows' fingerprints; `nil` when no shift explains at least ``scrollMinimumRows`` rows.
  private func likelyShift(_ changed: [Int], _ canvas: Canvas) -> Int? {
    let width = screenSize.width
    var oldRows: [UInt64: [Int]] = [:]
    for y in changed {
      oldRows[Cell.fingerprint(of: screen[y * width..<(y + 1) * width]), default: []].append(y)
    }
    var votes: [Int: Int] = [:]
    for y in changed {
      let fingerprint = Cell.fingerprint(of: canvas.cells(inRow: y))
      for source in oldRows[fingerprint] ?? [] where source != y {
        votes[source - y, default: 0] += 1
      }
    }
    guard
      let (shift, count) = votes.max(by: { ($0.value, -abs($0.key)) < ($1.value, -abs($1.key)) }),
      count >= Self.scrollMinimumRows
    else { return nil }
    return shift
  }

  /// Scrolls `rows` up by `shift` lines (down for a negative one) and moves the model along:
  /// the lines that come in are blank, as the terminal makes them.
  private mutating func scroll(
    rows: ClosedRange<Int>, by shift: Int, setRegion: TerminalCapabilities.Parameterized
  ) -> Bool {
    let lines = abs(shift)
    guard let step = shift > 0 ? capabilities.scrollForward : capabilities.scrollReverse else {
      return false
    }
    // The lines that come in take the current background.
    changeStyle(to: .plain)
    output += setRegion(terminalRow(rows.lowerBound), terminalRow(rows.upperBound))
    cursor = nil
    moveCursor(to: Point(x: 0, y: shift > 0 ? rows.upperBound : rows.lowerBound))
    for _ in 0..<lines { output += step }
    output += setRegion(0, (region?.terminalHeight ?? screenSize.height) - 1)
    cursor = nil
    let width = screenSize.width
    var moved = Array(screen[rows.lowerBound * width..<(rows.upperBound + 1) * width])
    let blankRows = Array(repeating: Cell.blank(), count: lines * width)
    if shift > 0 {
      moved.removeFirst(lines * width)
      moved += blankRows
    } else {
      moved.removeLast(lines * width)
      moved.insert(contentsOf: blankRows, at: 0)
    }
    screen.replaceSubrange(rows.lowerBound * width..<(rows.upperBound + 1) * width, with: moved)
    return true
  }
}
