extension TextWidth {
  /// Where text too long for its column loses characters.
  public enum TruncationMode: Hashable, Sendable {
    /// The start goes: "… Keyboard".
    case head
    /// The middle goes, so both ends stay: "Blue…oard".
    case middle
    /// The end goes: "Bluetooth…".
    case tail
  }

  /// `text` cut to at most `width` columns where `mode` says, with `ellipsis` in the gap.
  /// Whole characters are kept or dropped, so a wide character is never split.
  ///
  /// ```swift
  /// TextWidth.truncated("Bluetooth Keyboard", toWidth: 10, mode: .head)    // "… Keyboard"
  /// TextWidth.truncated("Bluetooth Keyboard", toWidth: 10, mode: .middle)  // "Bluet…oard"
  /// ```
  public static func truncated(
    _ text: String, toWidth width: Int, mode: TruncationMode, ellipsis: String = "…"
  ) -> String {
    guard mode != .tail else { return truncated(text, toWidth: width, ellipsis: ellipsis) }
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    let mark = of(ellipsis) <= width ? ellipsis : ""
    let budget = width - of(mark)
    let endBudget = mode == .head ? budget : budget / 2
    let start = mode == .head ? "" : prefix(of: text, fitting: budget - endBudget)
    return start + mark + suffix(of: text, fitting: endBudget)
  }

  /// The longest start of `text` at most `width` columns wide.
  private static func prefix(of text: String, fitting width: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      used += of(text[index])
      if used > width { break }
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// The longest end of `text` at most `width` columns wide.
  private static func suffix(of text: String, fitting width: Int) -> String {
    var used = 0
    var start = text.endIndex
    for index in text.indices.reversed() {
      used += of(text[index])
      if used > width { break }
      start = index
    }
    return String(text[start...])
  }
}
