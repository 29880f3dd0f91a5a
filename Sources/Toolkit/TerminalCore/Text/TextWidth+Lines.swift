extension TextWidth {
  /// `text` as the lines a multi-line label shows: a new line at each line break, each
  /// paragraph wrapped at spaces to `width` (see ``wrapped(_:toWidth:)``; an empty paragraph
  /// is an empty line), at most `limit` lines (any number for `nil`), the last of them
  /// ending in "…" when lines were left out. The one rule of CursesUI's `Text` and
  /// CursesKit's `Label`.
  ///
  /// ```swift
  /// TextWidth.lines("Milk\n\nEggs and bread", toWidth: 9, limit: nil)
  /// // ["Milk", "", "Eggs and", "bread"]
  /// TextWidth.lines("Milk\nEggs\nBread", toWidth: 9, limit: 2)   // ["Milk", "Eggs …"]
  /// ```
  public static func lines(_ text: String, toWidth width: Int, limit: Int?) -> [String] {
    guard width > 0, limit != 0 else { return [] }
    var lines: [String] = []
    for paragraph in paragraphs(of: text) {
      let wrapped = wrapped(String(paragraph), toWidth: width)
      lines += wrapped.isEmpty ? [""] : wrapped
      if let limit, lines.count > limit { break }
    }
    guard let limit, lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    kept[limit - 1] = truncated(kept[limit - 1] + " …", toWidth: width)
    return kept
  }

  /// Whether `text` holds a line break (LF, CR, or the Unicode line and paragraph
  /// separators), which starts a new line in a multi-line label.
  public static func hasLineBreak(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains(where: isLineBreak)
  }

  /// The paragraphs of `text`, between its line breaks (CR LF is one).
  public static func paragraphs(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { isLineBreak($0) }
  }

  /// Whether `character` breaks a line: LF, CR, CR LF, NEL and the Unicode separators.
  public static func isLineBreak(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(isLineBreak)
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }
}
