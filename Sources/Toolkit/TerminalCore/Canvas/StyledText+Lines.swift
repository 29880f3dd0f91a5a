extension StyledText {
  /// The columns the text takes on one line.
  public var width: Int { runs.reduce(0) { $0 + TextWidth.of($1.text) } }

  /// The text on lines of at most `width` columns: a new line at each line break, broken at
  /// spaces, a word longer than a line cut into pieces, each character keeping its part's
  /// style (``AttributedLine``'s rule, `TextWidth.lines(_:toWidth:limit:)` for plain text).
  ///
  /// ```swift
  /// let note = StyledText("Milk", style: Style(bold: true)) + " and eggs, and bread"
  /// note.lines(toWidth: 10).map(\.string)  // ["Milk and", "eggs, and", "bread"]
  /// ```
  public func lines(toWidth width: Int, limit: Int? = nil) -> [StyledText] {
    AttributedLine(parts: runs.lazy.map { ($0.text, $0.style) })
      .lines(toWidth: width, limit: limit, plain: .plain)
      .map(StyledText.init)
  }

  /// The text cut to `width` columns with "…" where characters went (at its end, its start
  /// or its middle), the mark in the style of the first character it stands for.
  ///
  /// ```swift
  /// (StyledText("Milk", style: Style(bold: true)) + " and eggs").truncated(toWidth: 7).string
  /// // "Milk a…"
  /// ```
  public func truncated(toWidth width: Int, mode: TextWidth.TruncationMode = .tail) -> StyledText {
    StyledText(
      AttributedLine(parts: runs.lazy.map { ($0.text, $0.style) })
        .truncated(toWidth: width, mode: mode))
  }

  /// The characters of `line`, a part for each stretch of one style.
  init(_ line: AttributedLine<Style>) {
    self.init()
    for part in line.parts { self += StyledText(part.string, style: part.attributes) }
  }
}
