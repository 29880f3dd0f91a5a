extension TextWidth {
  /// `text` broken into lines at most `width` columns wide: at spaces, and inside a word only
  /// when the word alone is wider than a line. The one wrapping rule of both frameworks and
  /// the session.
  ///
  /// ```swift
  /// TextWidth.wrapped("Are you sure you want to delete this item?", toWidth: 20)
  /// // ["Are you sure you", "want to delete this", "item?"]
  /// ```
  public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for piece in text.split(separator: " ") {
      var word = String(piece)
      let joined = line.isEmpty ? word : line + " " + word
      if of(joined) <= width {
        line = joined
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while of(word) > width {
        let head = truncated(word, toWidth: width, ellipsis: "")
        // A character wider than the whole line: leave it to be clipped.
        guard !head.isEmpty else { break }
        lines.append(head)
        word.removeFirst(head.count)
      }
      line = word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
