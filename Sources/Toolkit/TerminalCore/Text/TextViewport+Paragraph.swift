extension TextViewport {
  /// One line of multi-line text, between line breaks, broken into rows: found from any index
  /// inside it by looking for the breaks on either side, so it costs its own length, never
  /// the text's.
  struct Paragraph {
    /// Its characters, without the line break that ends it.
    let range: Range<String.Index>
    /// The character index of its first character in the whole text.
    let startCharacter: Int
    /// Its rows, by character index into the paragraph.
    let rows: TextRows

    /// The number of characters, without the line break.
    var characterCount: Int { rows.rows[rows.rows.count - 1].range.upperBound }

    /// The paragraph holding `index` of `text` (the one after a line break when the index is
    /// right after it), whose character `characterIndex` is at `index`.
    static func containing(
      _ index: String.Index, at characterIndex: Int, in text: String, width: Int
    ) -> (paragraph: Paragraph, local: Int) {
      let start = lineStart(before: index, in: text)
      let local = text[start..<index].count
      let paragraph = Paragraph(
        from: start, at: characterIndex - local, in: text, width: width)
      return (paragraph, local)
    }

    /// The paragraph starting at `start` (a line's start), character `startCharacter`.
    init(from start: String.Index, at startCharacter: Int, in text: String, width: Int) {
      let end = text.utf8[start...].firstIndex(of: Self.lineBreak) ?? text.endIndex
      range = start..<end
      self.startCharacter = startCharacter
      rows = TextRows(String(text[start..<end]), width: width)
    }

    /// The start of the line `index` is on: after the line break before it, or the start.
    static func lineStart(before index: String.Index, in text: String) -> String.Index {
      guard let lineBreak = text.utf8[..<index].lastIndex(of: Self.lineBreak) else {
        return text.startIndex
      }
      return text.utf8.index(after: lineBreak)
    }

    /// The paragraph after this one, or `nil` for the last.
    func next(in text: String, width: Int) -> Paragraph? {
      guard range.upperBound < text.endIndex else { return nil }
      return Paragraph(
        from: text.utf8.index(after: range.upperBound), at: startCharacter + characterCount + 1,
        in: text, width: width)
    }

    /// The paragraph before this one, or `nil` for the first.
    func previous(in text: String, width: Int) -> Paragraph? {
      guard range.lowerBound > text.startIndex else { return nil }
      let end = text.utf8.index(before: range.lowerBound)
      let start = Self.lineStart(before: end, in: text)
      let count = text[start..<end].count
      return Paragraph(from: start, at: startCharacter - count - 1, in: text, width: width)
    }

    /// Row `row` as the viewport shows it, by character index into the whole text.
    func shownRow(_ row: Int) -> Row {
      let shown = rows.rows[row]
      return Row(
        text: shown.text,
        range: (startCharacter + shown.range.lowerBound)..<(startCharacter + shown.range.upperBound),
        lastCursor: startCharacter + rows.lastCursor(in: shown))
    }

    private static let lineBreak = UInt8(ascii: "\n")
  }
}
