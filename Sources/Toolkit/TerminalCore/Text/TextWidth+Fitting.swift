extension TextWidth {
  /// Where padding puts text inside a wider column.
  public enum Alignment: Hashable, Sendable {
    /// Text first, spaces after.
    case leading
    /// Spaces split on both sides; the odd one goes after.
    case center
    /// Spaces first, text after.
    case trailing
  }

  /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
  ///
  /// Whole characters are kept or dropped, so a wide character is never split; the result can
  /// be one column narrower than `width` when a wide character did not fit. Text that fits is
  /// returned unchanged. The result is not sanitized: draw it through ``Canvas``.
  ///
  /// ```swift
  /// TextWidth.truncated("Bluetooth Keyboard", toWidth: 10)  // "Bluetooth…"
  /// TextWidth.truncated("键盘键盘", toWidth: 4)              // "键…"
  /// ```
  public static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    let ellipsisWidth = of(ellipsis)
    // An ellipsis wider than the column would overflow it; cut without one instead.
    let mark = ellipsisWidth <= width ? ellipsis : ""
    let budget = width - (ellipsisWidth <= width ? ellipsisWidth : 0)
    if isPrintableASCII(text) {
      // One column per byte: most names, drawn in every row of every frame.
      let count = text.utf8.count
      return count <= width
        ? text : String(decoding: text.utf8.prefix(budget), as: UTF8.self) + mark
    }
    var used = 0
    var cut: String.Index?
    // One pass: remember where the budget ran out, and stop as soon as the text overflows.
    for index in text.indices {
      let characterWidth = of(text[index])
      if cut == nil, used + characterWidth > budget { cut = index }
      used += characterWidth
      if used > width, let cut { return String(text[..<cut]) + mark }
    }
    return text
  }

  /// `text` followed or preceded by spaces up to `width` columns; unchanged when it is as wide
  /// or wider already.
  ///
  /// ```swift
  /// TextWidth.padded("42", toWidth: 5, alignment: .trailing)  // "   42"
  /// TextWidth.padded("键", toWidth: 4)                         // "键  "
  /// ```
  public static func padded(_ text: String, toWidth width: Int, alignment: Alignment = .leading)
    -> String
  {
    let missing = width - of(text)
    guard missing > 0 else { return text }
    switch alignment {
    case .leading:
      return text + String(repeating: " ", count: missing)
    case .trailing:
      return String(repeating: " ", count: missing) + text
    case .center:
      let before = missing / 2
      return String(repeating: " ", count: before) + text
        + String(repeating: " ", count: missing - before)
    }
  }

  /// `text` truncated with an ellipsis and padded so that it takes exactly `width` columns.
  ///
  /// ```swift
  /// TextWidth.fitted("Headphones", toWidth: 6)  // "Headp…"
  /// TextWidth.fitted("Phone", toWidth: 8)       // "Phone   "
  /// ```
  public static func fitted(
    _ text: String, toWidth width: Int, alignment: Alignment = .leading, ellipsis: String = "…"
  ) -> String {
    padded(
      truncated(text, toWidth: width, ellipsis: ellipsis), toWidth: width, alignment: alignment)
  }
}
