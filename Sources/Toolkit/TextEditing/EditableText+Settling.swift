/// How an edit puts the cursor back on a character boundary and keeps the count.
///
/// Whether a position in a string is a character boundary depends only on the text before it
/// and the one scalar after it. So an edit at a UTF-8 offset leaves every boundary *before* that
/// offset in place: counting resumes from a boundary just before the edit (the anchor) and walks
/// only the few characters up to the new cursor. After the cursor, the characters stay as they
/// were when the old boundary there survived the edit, except after a regional indicator, whose
/// pairing into flags depends on how many come before it; only then is the rest counted again.
extension EditableText {
  /// A boundary `characters` characters before the cursor (or the start), as a UTF-8 offset
  /// and a character index.
  func anchorBefore(characters: Int) -> (offset: Int, index: Int) {
    let steps = min(characters, cursor)
    guard steps < cursor else { return (0, 0) }
    let anchor = text.index(cursorIndex, offsetBy: -steps)
    return (offset(of: anchor), cursor - steps)
  }

  /// Walks from `anchor` to the first boundary at or after `target` (`roundingUp`) or the last
  /// one at or before it, puts the cursor there and recounts.
  ///
  /// - Parameter suffix: where the characters after the old cursor now start, and how many
  ///   there were.
  mutating func settle(
    from anchor: (offset: Int, index: Int), target: Int, roundingUp: Bool,
    suffix: (start: Int, count: Int)
  ) {
    var position = index(atOffset: anchor.offset)
    var positionOffset = anchor.offset
    var characters = anchor.index
    while positionOffset < target {
      let next = text.index(after: position)
      let nextOffset = offset(of: next)
      if !roundingUp, nextOffset > target { break }
      (position, positionOffset, characters) = (next, nextOffset, characters + 1)
    }
    cursor = characters
    cursorOffset = positionOffset
    let suffixIsUnchanged =
      positionOffset == suffix.start && !startsWithRegionalIndicator(at: position)
    count = characters + (suffixIsUnchanged ? suffix.count : text[position...].count)
    keepCharactersAtCursorShort()
  }

  /// The index at a UTF-8 offset; constant time for native strings.
  func index(atOffset offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The UTF-8 offset of an index; constant time for native strings.
  func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  private func startsWithRegionalIndicator(at position: String.Index) -> Bool {
    guard position < text.endIndex else { return false }
    return (0x1F1E6...0x1F1FF).contains(text.unicodeScalars[position].value)
  }
}
