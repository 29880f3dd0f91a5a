import TextEditing

/// The rows of multi-line text that a window `width` × `height` shows, and where the cursor
/// moves by rows: what a text view draws and moves with, costing the rows it shows and never
/// the length of the text, so typing at line 5,000 of 10,000 is as quick as at line 1.
///
/// The rows are ``TextRows``' (wrapped at spaces, every character kept); only the lines
/// around the window are broken into them. The viewport keeps its first row between frames
/// (``top``) and moves it as little as shows the cursor, as an editor scrolls.
///
/// ```swift
/// var viewport = TextViewport()
/// let shown = viewport.layout(notes, width: 30, height: 8)   // notes: EditableText
/// for (y, row) in shown.rows.enumerated() { canvas.draw(row.text, at: Point(x: 0, y: y)) }
/// canvas.cursor = shown.cursor
/// let below = viewport.cursor(movingRows: 1, in: notes, width: 30)   // ↓, or nil on the last row
/// ```
public struct TextViewport: Hashable, Sendable {
  /// The first row shown: the line it is on, by the UTF-8 offset where the line starts and
  /// that line's first character index, and the row within the line.
  public struct Top: Hashable, Sendable {
    public var lineOffset = 0
    public var lineCharacter = 0
    public var row = 0
  }

  /// One row shown.
  public struct Row: Hashable, Sendable {
    /// The characters it shows.
    public var text: String
    /// Their character indices in the whole text.
    public var range: Range<Int>
    /// The last place a cursor may take on the row (before a wrapped row's last character,
    /// whose end is the next row's start).
    public var lastCursor: Int
  }

  /// What one layout shows.
  public struct Layout: Hashable, Sendable {
    /// The rows, top to bottom, at most the window's height.
    public var rows: [Row]
    /// The cursor's cell in the window, or `nil` when it is scrolled out of it.
    public var cursor: Point?

    /// The character index nearest the cell `point` of the window (its row clamped into the
    /// rows): the character whose cell it is, or the row's end for a cell past it.
    public func cursor(at point: Point) -> Int {
      guard !rows.isEmpty else { return 0 }
      let row = rows[min(max(point.y, 0), rows.count - 1)]
      var column = 0
      var index = row.range.lowerBound
      for character in row.text {
        column += TextWidth.of(character)
        if column > point.x { return index }
        index += 1
      }
      return row.lastCursor
    }
  }

  /// The first row shown, kept between layouts.
  public private(set) var top = Top()

  /// A viewport showing the text from its first row.
  public init() {}

  /// The rows of `text` shown in `width` × `height`, the first row moved as little as shows
  /// the cursor (unless `followsCursor` is false, as while the wheel scrolls), and no empty
  /// rows below the text while rows above it are hidden.
  public mutating func layout(
    _ text: EditableText, width: Int, height: Int, followsCursor: Bool = true
  ) -> Layout {
    let width = max(width, 1)
    guard height > 0 else { return Layout(rows: [], cursor: nil) }
    let string = text.text
    let (cursorLine, local) = Paragraph.containing(
      text.cursorIndex, at: text.cursor, in: string, width: width)
    let cursorCell = cursorLine.rows.position(ofCursor: local)
    var start =
      followsCursor
      ? topShowing(row: cursorCell.y, of: cursorLine, in: string, width: width, height: height)
      : validTop(in: string, width: width)
    var rows = Self.rows(from: start, count: height, in: string, width: width)
    if rows.count < height {
      start = Self.walk(from: start, by: rows.count - height, in: string, width: width)
      rows = Self.rows(from: start, count: height, in: string, width: width)
    }
    top = Top(
      lineOffset: string.utf8.distance(from: string.startIndex, to: start.line.range.lowerBound),
      lineCharacter: start.line.startCharacter, row: start.row)
    let cursorRowStart = cursorLine.shownRow(cursorCell.y).range.lowerBound
    let cursorRow = rows.firstIndex { $0.range.lowerBound == cursorRowStart }
    return Layout(rows: rows, cursor: cursorRow.map { Point(x: cursorCell.x, y: $0) })
  }

  /// Moves the first row by `rows` (down when positive), within the text, leaving the cursor
  /// where it is: lay out with `followsCursor: false` to show the result.
  public mutating func scroll(by rows: Int, in text: EditableText, width: Int) {
    let width = max(width, 1)
    let moved = Self.walk(
      from: validTop(in: text.text, width: width), by: rows, in: text.text, width: width)
    top = Top(
      lineOffset: text.text.utf8.distance(
        from: text.text.startIndex, to: moved.line.range.lowerBound),
      lineCharacter: moved.line.startCharacter, row: moved.row)
  }

  /// Where the cursor goes moving `rows` rows down (up when negative) and keeping its
  /// column, as ↑ ↓ PgUp PgDn move it; clamped to the first and last rows, and `nil` when
  /// it is on that row already, so the controls around may take the key.
  public func cursor(movingRows rows: Int, in text: EditableText, width: Int) -> Int? {
    let string = text.text
    let (line, local) = Paragraph.containing(
      text.cursorIndex, at: text.cursor, in: string, width: max(width, 1))
    let cell = line.rows.position(ofCursor: local)
    let target = Self.walk(
      from: (line, cell.y), by: rows, in: string, width: max(width, 1))
    guard target.line.startCharacter != line.startCharacter || target.row != cell.y else {
      return nil
    }
    return target.line.startCharacter
      + target.line.rows.cursor(at: Point(x: cell.x, y: target.row))
  }

  /// Where Home (`toEnd` false) or End takes the cursor: its row's start or last place.
  public func cursor(toRowEnd toEnd: Bool, in text: EditableText, width: Int) -> Int {
    let (line, local) = Paragraph.containing(
      text.cursorIndex, at: text.cursor, in: text.text, width: max(width, 1))
    let row = line.shownRow(line.rows.position(ofCursor: local).y)
    return toEnd ? row.lastCursor : row.range.lowerBound
  }

  // MARK: Walking rows

  /// A row: the line it is on and its index there.
  private typealias Position = (line: Paragraph, row: Int)

  /// The first row that shows `row` of `line` in `height` rows: ``top`` when it already
  /// does, else the row itself (scrolling up) or the one that puts it last (scrolling down).
  private func topShowing(
    row: Int, of line: Paragraph, in text: String, width: Int, height: Int
  ) -> Position {
    let lineOffset = text.utf8.distance(from: text.startIndex, to: line.range.lowerBound)
    if top.lineOffset > lineOffset || (top.lineOffset == lineOffset && top.row > row) {
      return (line, row)
    }
    var position: Position = (line, row)
    for _ in 0..<(height - 1) {
      let offset = text.utf8.distance(from: text.startIndex, to: position.line.range.lowerBound)
      if offset == top.lineOffset, position.row == top.row { return position }
      guard let above = Self.step(from: position, by: -1, in: text, width: width) else {
        return position
      }
      position = above
    }
    return position
  }

  /// ``top`` made valid for `text` as it is now: on a line's start, its row within the line.
  private func validTop(in text: String, width: Int) -> Position {
    let offset = min(max(top.lineOffset, 0), text.utf8.count)
    let index = text.utf8.index(text.startIndex, offsetBy: offset)
    let start = Paragraph.lineStart(before: index, in: text)
    let line = Paragraph(from: start, at: top.lineCharacter, in: text, width: width)
    return (line, min(top.row, line.rows.rows.count - 1))
  }

  /// Up to `count` rows from `start` down.
  private static func rows(from start: Position, count: Int, in text: String, width: Int)
    -> [Row]
  {
    var rows: [Row] = []
    var position: Position? = start
    while rows.count < count, let current = position {
      rows.append(current.line.shownRow(current.row))
      position = step(from: current, by: 1, in: text, width: width)
    }
    return rows
  }

  /// The row `rows` rows below `start` (above when negative), stopping at the first and the
  /// last.
  private static func walk(from start: Position, by rows: Int, in text: String, width: Int)
    -> Position
  {
    var position = start
    var row = start.row + rows
    while row < 0, let above = position.line.previous(in: text, width: width) {
      row += above.rows.rows.count
      position.line = above
    }
    while row >= position.line.rows.rows.count,
      let below = position.line.next(in: text, width: width)
    {
      row -= position.line.rows.rows.count
      position.line = below
    }
    position.row = min(max(row, 0), position.line.rows.rows.count - 1)
    return position
  }

  /// The row next to `position` (`by` is 1 or -1), or `nil` past the first or the last.
  private static func step(from position: Position, by direction: Int, in text: String, width: Int)
    -> Position?
  {
    let row = position.row + direction
    if position.line.rows.rows.indices.contains(row) { return (position.line, row) }
    if direction > 0 {
      return position.line.next(in: text, width: width).map { ($0, 0) }
    }
    return position.line.previous(in: text, width: width).map { ($0, $0.rows.rows.count - 1) }
  }
}
