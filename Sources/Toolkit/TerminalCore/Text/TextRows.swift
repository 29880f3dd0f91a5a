/// Multi-line text broken into rows of a width, every character kept, for an editor: each
/// row knows the characters it holds, so a cursor's character index maps to a cell and a cell
/// back to an index. Rows end at each `"\n"` (which no row shows) and wrap at the last space
/// that fits, or inside a word wider than the row. A space that reaches past the edge hangs
/// there, as in most editors, so the next row starts with the next word.
///
/// ```swift
/// let rows = TextRows("Milk and\neggs", width: 6)
/// rows.rows.map(\.text)              // ["Milk ", "and", "eggs"]
/// rows.position(ofCursor: 9)         // (x: 0, y: 2): before "eggs"
/// rows.cursor(at: Point(x: 2, y: 1)) // 7: between "an" and "d"
/// ```
public struct TextRows: Equatable, Sendable {
  /// One row: the characters it shows, by character index into the text.
  public struct Row: Equatable, Sendable {
    /// The characters of the row, without the line break that may end it.
    public var range: Range<Int>
    /// Their text.
    public var text: String
    /// Whether a line break ends the row (rather than wrapping, or the end of the text).
    public var endsWithLineBreak: Bool
  }

  /// The rows, at least one.
  public private(set) var rows: [Row]
  /// The width the rows were broken at.
  public let width: Int

  /// `text` broken into rows at most `width` columns wide (a hanging space aside).
  public init(_ text: String, width: Int) {
    self.width = max(width, 1)
    rows = []
    var row = RowBuilder(start: 0)
    var index = 0
    for character in text {
      defer { index += 1 }
      if character == "\n" {
        rows.append(row.finish(at: index, lineBreak: true))
        row = RowBuilder(start: index + 1)
        continue
      }
      let columns = TextWidth.of(character)
      if row.width + columns > self.width, character != " ", row.width > 0 {
        let (finished, carried) = row.wrap(at: index)
        rows.append(finished)
        row = carried
      }
      row.append(character, columns: columns, at: index)
    }
    rows.append(row.finish(at: index, lineBreak: false))
  }

  /// The cell of the cursor at character index `cursor`: after a wrap, at the start of the
  /// next row; never past the last column.
  public func position(ofCursor cursor: Int) -> Point {
    let y = rows.lastIndex { $0.range.lowerBound <= cursor } ?? 0
    let row = rows[y]
    let before = row.text.prefix(max(min(cursor, row.range.upperBound) - row.range.lowerBound, 0))
    return Point(x: min(TextWidth.of(String(before)), width - 1), y: y)
  }

  /// The character index nearest the cell `point` (the row clamped into the rows): the
  /// character whose cell it is, or the row's end for a cell past it.
  public func cursor(at point: Point) -> Int {
    let row = rows[min(max(point.y, 0), rows.count - 1)]
    var column = 0
    var index = row.range.lowerBound
    for character in row.text {
      let columns = TextWidth.of(character)
      if column + columns > point.x { return index }
      column += columns
      index += 1
    }
    return lastCursor(in: row)
  }

  /// The last place a cursor may take on `row`: its end, or before its hanging space or
  /// last character when the row wraps (the end is then the next row's start).
  public func lastCursor(in row: Row) -> Int {
    let wraps = !row.endsWithLineBreak && row != rows.last
    return wraps ? max(row.range.upperBound - 1, row.range.lowerBound) : row.range.upperBound
  }

  /// A row being built: its characters so far and where it could wrap.
  private struct RowBuilder {
    let start: Int
    var text = ""
    var width = 0
    /// After the last space: its character index, the text's length and the width there.
    var lastBreak: (index: Int, length: Int, width: Int)?

    init(start: Int) { self.start = start }

    mutating func append(_ character: Character, columns: Int, at index: Int) {
      text.append(character)
      width += columns
      if character == " " { lastBreak = (index + 1, text.count, width) }
    }

    func finish(at end: Int, lineBreak: Bool) -> Row {
      Row(range: start..<end, text: text, endsWithLineBreak: lineBreak)
    }

    /// Ends the row at its last space (or at `index` when it has none) and starts the next
    /// with the characters after that.
    func wrap(at index: Int) -> (Row, RowBuilder) {
      guard let lastBreak, lastBreak.index > start, lastBreak.index < index else {
        return (finish(at: index, lineBreak: false), RowBuilder(start: index))
      }
      let kept = String(text.prefix(lastBreak.length))
      var next = RowBuilder(start: lastBreak.index)
      next.text = String(text.dropFirst(lastBreak.length))
      next.width = width - lastBreak.width
      return (Row(range: start..<lastBreak.index, text: kept, endsWithLineBreak: false), next)
    }
  }
}
