/// The cursor's line in multi-line text: where Home, End and Ctrl-U stop.
extension EditableText {
  /// The character index where the cursor's line starts: after the line break before the
  /// cursor, or 0. Costs the line's length before the cursor.
  public var lineStart: Int {
    var index = cursorIndex
    var position = cursor
    while index > text.startIndex {
      let previous = text.index(before: index)
      if text[previous] == "\n" { break }
      index = previous
      position -= 1
    }
    return position
  }

  /// The character index where the cursor's line ends: at the line break after the cursor,
  /// or at the end. Costs the line's length after the cursor.
  public var lineEnd: Int {
    var index = cursorIndex
    var position = cursor
    while index < text.endIndex, text[index] != "\n" {
      index = text.index(after: index)
      position += 1
    }
    return position
  }
}
