import TextEditing

extension Canvas {
  /// Draws a one-line text input's text into the first row of `rect`, scrolled so that the
  /// cursor is in view, and the end of the text too whenever both fit, and returns the
  /// cursor's cell.
  ///
  /// Only the characters that can show are visited: the window is found by walking back from
  /// the end and from the cursor no further than the field is wide, so drawing costs the
  /// field's width, not the text's length. With `showsCursor`, the terminal's own cursor is put
  /// on the cell under the insertion point (or the one after the text): see ``cursor``. Typing
  /// then sends the character and little else, and the terminal draws the cursor as the user
  /// set it up. A text that is all selected is drawn inverted (reversed, or un-reversed on a
  /// reversed style). An empty text shows
  /// `placeholder` dimmed. The field is filled with `style`, and its characters are drawn
  /// with `textStyle` (`style` unless given): a field marked by an underline can keep its text
  /// plain, so that a typed character costs the terminal that character alone.
  ///
  /// ```swift
  /// canvas.drawEditableText(name, in: field, style: .plain, showsCursor: isFocused)
  /// ```
  @discardableResult
  public mutating func drawEditableText(
    _ text: EditableText, in rect: Rect, style: Style, textStyle: Style? = nil,
    showsCursor: Bool, placeholder: String = ""
  ) -> Point {
    let textStyle = textStyle ?? style
    let line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(rect.height, 1))
    guard !line.isEmpty else { return line.origin }
    fill(line, style: style)
    if text.isEmpty {
      draw(placeholder, at: line.origin, style: style.dimmed(), clip: line)
    } else {
      var (index, position) = text.firstVisible(width: line.width)
      var x = line.minX
      var cursorX = line.minX
      var used = 0
      let characters = text.text
      while index < characters.endIndex {
        if position == text.cursor { cursorX = x }
        let character = characters[index]
        used += EditableText.cost(of: character)
        guard used <= line.width else { break }
        x = draw(String(character), at: Point(x: x, y: line.minY), style: textStyle, clip: line)
        index = characters.index(after: index)
        position += 1
      }
      if position == text.cursor { cursorX = x }
      if text.isAllSelected {
        restyle(Rect(x: line.minX, y: line.minY, width: x - line.minX, height: 1)) {
          $0.reverse.toggle()
        }
      }
      return finishCursor(at: Point(x: cursorX, y: line.minY), in: line, showsCursor)
    }
    return finishCursor(at: line.origin, in: line, showsCursor)
  }

  private mutating func finishCursor(at point: Point, in line: Rect, _ showsCursor: Bool)
    -> Point
  {
    guard showsCursor, point.x < line.maxX else { return point }
    cursor = point
    return point
  }
}

extension EditableText {
  /// The first character to draw in a field `width` cells wide, with its character index.
  ///
  /// The window ends at the end of the text (and the cell after it, where the cursor goes)
  /// when the cursor is inside that window, so moving back from the end does not scroll;
  /// otherwise it ends at the cursor, which shows what was just typed before it. Each is a
  /// walk back at most `width` characters long: a character is counted as at least one cell
  /// (see ``cost(of:)``), so a run of invisible ones cannot make the walk as long as the text.
  func firstVisible(width: Int) -> (index: String.Index, position: Int) {
    let end = walkBack(from: text.endIndex, position: count, width: width)
    if cursor >= end.position { return end }
    return walkBack(from: cursorIndex, position: cursor, width: width)
  }

  /// The furthest start from which the text up to `index` (at character `position`) and the
  /// cell after it fit in `width` cells.
  private func walkBack(
    from index: String.Index, position: Int, width: Int
  ) -> (index: String.Index, position: Int) {
    var used = position < count ? Self.cost(of: text[index]) : 1
    var start = index
    var position = position
    while start > text.startIndex {
      let previous = text.index(before: start)
      let next = used + Self.cost(of: text[previous])
      if next > width { break }
      used = next
      start = previous
      position -= 1
    }
    return (start, position)
  }

  /// The room a character takes in a field's window: its cells, and one for a character
  /// drawn as nothing (a zero-width space, a stray joiner), so that the characters visited
  /// to draw a field never outnumber its cells.
  static func cost(of character: Character) -> Int {
    max(TextWidth.of(character), 1)
  }
}
